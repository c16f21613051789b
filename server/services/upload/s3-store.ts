import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ApiError } from '@/server/errors/api-error';
import { UNAVAILABLE_RETRY_SECONDS } from '@/server/http/service-unavailable';
import type { PictureStore } from './picture-store';

type Env = Record<string, string | undefined>;

export type S3Settings = {
  bucket: string;
  /** Unset for AWS itself; the address of MinIO, Ceph, ArvanCloud and the like. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket, so one bucket can hold several shops. */
  prefix: string;
  forcePathStyle: boolean;
};

const text = (value: string | undefined) => value?.trim() || undefined;

/** The S3 settings when S3_BUCKET is set; null keeps pictures in UPLOAD_DIR. */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const bucket = text(env.S3_BUCKET);
  if (!bucket) return null;
  const endpoint = text(env.S3_ENDPOINT);
  const accessKeyId = text(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.S3_SECRET_ACCESS_KEY);
  const pathStyle = text(env.S3_FORCE_PATH_STYLE);
  return {
    bucket,
    endpoint,
    region: text(env.S3_REGION) ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: (text(env.S3_PREFIX) ?? '').replace(/^\/+|\/+$/g, '').replace(/.+/, '$&/'),
    // Servers of one's own answer at one address for every bucket; AWS by the bucket's host name.
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
  };
}

/**
 * The store's answer; when the bucket cannot be reached or fails, a Persian
 * 503 with Retry-After (the shopper did nothing wrong), the cause logged.
 */
async function reachable<T>(sent: Promise<T>): Promise<T> {
  try {
    return await sent;
  } catch (error) {
    if (error instanceof NoSuchKey) throw error;
    console.error(
      `[pictures] the S3 store failed: ${error instanceof Error ? error.message : error}`,
    );
    throw ApiError.unavailable(UNAVAILABLE_RETRY_SECONDS);
  }
}

/** Pictures in an S3-compatible bucket, shared by every instance. */
export function s3Store(settings: S3Settings): PictureStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the API demands them: many S3-compatible servers refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    // A bucket out of reach answers a 503 within seconds rather than holding the shopper.
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  return {
    async put(key, bytes, contentType) {
      await reachable(
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
          }),
        ),
      );
    },
    async get(key) {
      try {
        const answer = await reachable(
          client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) })),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    // One request per key: the batch call needs a body checksum that not every compatible server takes.
    async remove(keys) {
      await Promise.all(
        keys.map((key) =>
          reachable(client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }))),
        ),
      );
    },
  };
}
