export type RequestContext = {
  /** The request's id, sent back in X-Request-Id and in every log line of the request. */
  id: string;
  /** The declared API call that answered it (method and path pattern), once known. */
  call?: string;
};

export const REQUEST_ID_HEADER: 'x-request-id';
export function requestIdFrom(given: string | string[] | undefined): string;
export function runAsRequest<T>(context: RequestContext, work: () => T): T;
export function currentRequest(): RequestContext | undefined;
export function noteCall(call: string): void;
