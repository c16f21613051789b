/**
 * The failure type on its own, with no dependencies, so code that only needs
 * to recognise a failure (the error catalogue, the query client, the app
 * shell) does not pull ky and zod into every page's first script.
 */

export type FieldErrors = Record<string, string[]>;

/**
 * Why a call failed, as spec 8 tells the cases apart:
 * - http: the server answered with a failure (status is the HTTP status or the envelope's code);
 * - network: the request never left (offline, DNS, refused);
 * - aborted: the request was cut short (timeout);
 * - cancelled: the caller gave up (unmount, a newer query) — never shown to anyone;
 * - no-response: something broke before an answer could be read;
 * - invalid: an answer arrived but does not match the contract.
 */
export type FailureKind = 'http' | 'network' | 'aborted' | 'cancelled' | 'no-response' | 'invalid';

export class ApiFailure extends Error {
  readonly kind: FailureKind;
  /** HTTP status or envelope code; 0 when there was no answer. */
  readonly status: number;
  /** The server's own message (v1/v2 `msg`, v3 `detail`), when it sent one. */
  readonly msg: string | null;
  readonly errors: FieldErrors | null;

  constructor(init: {
    kind: FailureKind;
    status?: number;
    msg?: string | null;
    errors?: FieldErrors | null;
    cause?: unknown;
  }) {
    super(init.msg ?? `API ${init.kind} failure${init.status ? ` (${init.status})` : ''}`, {
      cause: init.cause,
    });
    this.name = 'ApiFailure';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.msg = init.msg ?? null;
    this.errors = init.errors ?? null;
  }
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return value instanceof ApiFailure;
}
