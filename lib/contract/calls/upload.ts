import { z } from 'zod';
import {
  uploadFileParams,
  uploadForm,
  uploadIdParams,
  uploadList,
  uploadResult,
  uploadVariantParams,
} from '@/lib/contract/upload';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';
import { UPLOAD_VARIANT_PATH } from './schema-free-paths';

/** The upload calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const uploadCalls = {
  upload: defineCall({
    method: 'post',
    path: '/v1/upload',
    form: uploadForm,
    response: uploadResult,
  }),
  file: defineCall({
    method: 'get',
    path: '/v1/upload/:name',
    params: uploadFileParams,
    raw: { 200: 'The picture (image/jpeg, image/png or image/webp)', 404: 'No such picture' },
  }),
  variant: defineCall({
    method: 'get',
    path: UPLOAD_VARIANT_PATH,
    params: uploadVariantParams,
    raw: { 200: 'The copy (image/avif or image/webp)', 404: 'No such picture or copy' },
  }),
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/uploads`,
    response: uploadList,
  }),
  remove: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/uploads/:id/delete`,
    params: uploadIdParams,
    response: z.object({ id: z.number().int() }),
  }),
};
