/**
 * Below this a compressed answer saves less than its framing costs: the
 * compression middleware's own threshold, used by every answer kept
 * compressed ahead of time (the API's shared answers, cached pages, the
 * build's files).
 */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Whether Accept-Encoding takes gzip: named (or `*`) with a weight above 0.
 * Shared by the answers kept compressed: the API's and the cached pages'.
 * @param {string | string[] | undefined} acceptEncoding
 */
export function acceptsGzip(acceptEncoding) {
  return [acceptEncoding ?? '']
    .flat()
    .join(',')
    .split(',')
    .some((coding) => {
      const [name = '', ...parameters] = coding.split(';').map((part) => part.trim().toLowerCase());
      if (name !== 'gzip' && name !== '*') return false;
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return weight === undefined || Number(weight.slice(2)) > 0;
    });
}
