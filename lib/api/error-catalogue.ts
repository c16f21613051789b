import { notify } from '@/lib/ui/toast';
import type faMessages from '@/messages/fa.json';
import { type ApiFailure, type FieldErrors, isApiFailure } from './failure';

export type ErrorMessages = (typeof faMessages)['errors'];

let configured: ErrorMessages | null = null;

/**
 * The app shell hands the catalogue its words (messages/fa.json's errors) when
 * it first renders, so client scripts never bundle the whole message file.
 */
export function configureErrorMessages(messages: ErrorMessages): void {
  configured = messages;
}

function messagesOf(): ErrorMessages {
  if (!configured) throw new Error('configureErrorMessages must run before a failure is described');
  return configured;
}

/**
 * What to do after telling the customer:
 * - reauthenticate: 401 — log out, fetch a guest token, go to /login;
 * - login: 403 — go to /login;
 * - none: only the message.
 */
export type FailureAction = 'none' | 'reauthenticate' | 'login';

export type FailureDescription = { message: string; action: FailureAction };

export const LOGIN_PATH = '/login';

/** Spec 8: non-field errors show their first message. */
export function nonFieldMessage(errors: FieldErrors | null): string | null {
  return errors?.non_field_errors?.[0] ?? null;
}

/** The first message of the first field, for a toast when no other text exists. */
export function firstFieldMessage(errors: FieldErrors | null): string | null {
  if (!errors) return null;
  for (const list of Object.values(errors)) {
    if (list[0]) return list[0];
  }
  return null;
}

/** Spec 5: the first message of each field error, joined by line breaks. */
export function fieldErrorLines(errors: FieldErrors | null): string {
  if (!errors) return '';
  return Object.values(errors)
    .flatMap((list) => (list[0] ? [list[0]] : []))
    .join('\n');
}

/** Spec 8's catalogue, as one pure function: the Persian text and the follow-up action. */
export function describeFailure(failure: unknown): FailureDescription {
  if (!isApiFailure(failure)) return { message: messagesOf().noResponse, action: 'none' };
  switch (failure.kind) {
    case 'network':
      return { message: messagesOf().network, action: 'none' };
    case 'aborted':
    case 'cancelled':
      return { message: messagesOf().aborted, action: 'none' };
    case 'no-response':
    case 'invalid':
      return { message: messagesOf().noResponse, action: 'none' };
    case 'http':
      return describeHttpFailure(failure);
  }
}

function describeHttpFailure(failure: ApiFailure): FailureDescription {
  const serverMessage = failure.msg?.trim() || null;
  switch (failure.status) {
    case 401:
      return { message: serverMessage ?? messagesOf().unauthorized, action: 'reauthenticate' };
    case 403:
      return { message: serverMessage ?? messagesOf().forbidden, action: 'login' };
    case 400:
      return {
        message:
          nonFieldMessage(failure.errors) ??
          serverMessage ??
          firstFieldMessage(failure.errors) ??
          messagesOf().badRequest,
        action: 'none',
      };
    case 409:
      return { message: messagesOf().conflict, action: 'none' };
    case 404:
      return { message: messagesOf().notFound, action: 'none' };
    case 429:
      return { message: serverMessage ?? messagesOf().tooManyRequests, action: 'none' };
    default:
      return { message: messagesOf().server, action: 'none' };
  }
}

/** The server's own words when it sent some, else the catalogue's (verify-code failures and the like). */
export function serverMessageOr(failure: unknown): string {
  if (isApiFailure(failure) && failure.kind === 'http' && failure.msg?.trim()) return failure.msg;
  return describeFailure(failure).message;
}

/** Spec 8: success messages show the server msg, with 'Successful request' said as 'successful operation'. */
export function describeSuccess(msg: string | null | undefined): string {
  const text = msg?.trim();
  if (!text || /^successful request\.?$/i.test(text)) return messagesOf().successfulOperation;
  return text.replace(/successful request/gi, messagesOf().successfulOperation);
}

export function notifySuccess(msg: string | null | undefined): void {
  notify.success(describeSuccess(msg));
}

/* ───────── actions ───────── */

export type ErrorActionHandlers = {
  logout: () => void;
  setGuestToken: (token: string) => void;
  navigate: (path: string) => void;
};

let handlers: ErrorActionHandlers = {
  logout: () => {},
  setGuestToken: () => {},
  navigate: (path) => {
    if (typeof window !== 'undefined') window.location.assign(path);
  },
};

/** The app shell wires these to the store and the router once it mounts. */
export function configureErrorActions(next: Partial<ErrorActionHandlers>): void {
  handlers = { ...handlers, ...next };
}

let reauthenticating: Promise<void> | null = null;

/** Spec 8, 401: log out, get a guest token, go to /login. A failing guest call still ends at /login. */
export function reauthenticate(): Promise<void> {
  reauthenticating ??= (async () => {
    handlers.logout();
    try {
      // Loaded on demand: the client and its schemas stay out of the first script of every page.
      const { requestGuestToken } = await import('./guest-token');
      const token = await requestGuestToken();
      if (token) handlers.setGuestToken(token);
    } catch {
      // The customer can still log in without a guest token; nothing more to say.
    }
    // Already on the form: going there again would drop the page it leads back to (?next=).
    if (typeof window === 'undefined' || window.location.pathname !== LOGIN_PATH) {
      handlers.navigate(LOGIN_PATH);
    }
  })().finally(() => {
    reauthenticating = null;
  });
  return reauthenticating;
}

export function performFailureAction(action: FailureAction): void {
  if (action === 'reauthenticate') void reauthenticate();
  else if (action === 'login') handlers.navigate(LOGIN_PATH);
}

/**
 * The shared handler most calls use: one toast with the catalogue's text (the
 * id folds repeats of the same text into one), then the case's action.
 * Cancelled requests are nobody's business and pass silently.
 */
export function handleApiError(error: unknown): FailureDescription {
  const description = describeFailure(error);
  if (isApiFailure(error) && error.kind === 'cancelled') return description;
  notify.error(description.message, { id: `api-error:${description.message}` });
  performFailureAction(description.action);
  return description;
}
