import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('@/lib/ui/toast', () => ({ notify: { error: toastError, success: toastSuccess } }));

// The guest token is fetched with plain fetch (see lib/api/guest-token.ts).
const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
const guestAnswer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const { ApiFailure } = await import('@/lib/api/client');
const {
  configureErrorActions,
  configureErrorMessages,
  describeFailure,
  describeSuccess,
  fieldErrorLines,
  handleApiError,
  notifySuccess,
  reauthenticate,
  serverMessageOr,
} = await import('@/lib/api/error-catalogue');
const fa = (await import('@/messages/fa.json')).default;

const m = fa.errors;
configureErrorMessages(m);

function http(
  status: number,
  msg: string | null = null,
  errors: Record<string, string[]> | null = null,
) {
  return new ApiFailure({ kind: 'http', status, msg, errors });
}

describe('describeFailure: every case of spec 8', () => {
  it('network error → no internet connection', () => {
    expect(describeFailure(new ApiFailure({ kind: 'network' }))).toEqual({
      message: m.network,
      action: 'none',
    });
  });

  it('no response → unexpected app error (also for contract mismatches and foreign errors)', () => {
    expect(describeFailure(new ApiFailure({ kind: 'no-response' })).message).toBe(m.noResponse);
    expect(describeFailure(new ApiFailure({ kind: 'invalid', status: 200 })).message).toBe(
      m.noResponse,
    );
    expect(describeFailure(new Error('boom')).message).toBe(m.noResponse);
    expect(describeFailure(undefined).message).toBe(m.noResponse);
  });

  it('aborted request → connection error', () => {
    expect(describeFailure(new ApiFailure({ kind: 'aborted' }))).toEqual({
      message: m.aborted,
      action: 'none',
    });
  });

  it('500 and any unlisted code → error connecting to server', () => {
    expect(describeFailure(http(500, 'stack trace'))).toEqual({
      message: m.server,
      action: 'none',
    });
    expect(describeFailure(http(502))).toEqual({ message: m.server, action: 'none' });
    expect(describeFailure(http(418))).toEqual({ message: m.server, action: 'none' });
  });

  it('401 → log out, guest token, /login', () => {
    expect(describeFailure(http(401)).action).toBe('reauthenticate');
    expect(describeFailure(http(401)).message).toBe(m.unauthorized);
  });

  it('403 → /login', () => {
    expect(describeFailure(http(403)).action).toBe('login');
  });

  it("400 → the server's msg, else 'wrong data sent'", () => {
    expect(describeFailure(http(400, 'کد تخفیف معتبر نیست'))).toEqual({
      message: 'کد تخفیف معتبر نیست',
      action: 'none',
    });
    expect(describeFailure(http(400)).message).toBe(m.badRequest);
    expect(describeFailure(http(400, '   ')).message).toBe(m.badRequest);
  });

  it('400 with non-field errors shows their first message', () => {
    const failure = http(400, 'پیام کلی', { non_field_errors: ['اول', 'دوم'], mobile: ['نادرست'] });
    expect(describeFailure(failure).message).toBe('اول');
  });

  it('400 with only field errors and no message shows the first field message', () => {
    expect(describeFailure(http(400, null, { mobile: ['شماره درست نیست'] })).message).toBe(
      'شماره درست نیست',
    );
  });

  it('409 → duplicate data sent', () => {
    expect(describeFailure(http(409, 'whatever'))).toEqual({ message: m.conflict, action: 'none' });
  });

  it('404 → requested information not found', () => {
    expect(describeFailure(http(404))).toEqual({ message: m.notFound, action: 'none' });
  });

  it("429 → the server's detail, else 'too many requests'", () => {
    expect(describeFailure(http(429, '۳۰ ثانیه صبر کنید')).message).toBe('۳۰ ثانیه صبر کنید');
    expect(describeFailure(http(429)).message).toBe(m.tooManyRequests);
  });

  it('every message is Persian text from the catalogue', () => {
    for (const text of Object.values(m)) expect(text).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('messages around the catalogue', () => {
  it("success messages replace 'Successful request' with 'successful operation'", () => {
    expect(describeSuccess('Successful request')).toBe(m.successfulOperation);
    expect(describeSuccess('successful request.')).toBe(m.successfulOperation);
    expect(describeSuccess('')).toBe(m.successfulOperation);
    expect(describeSuccess(null)).toBe(m.successfulOperation);
    expect(describeSuccess('آدرس ذخیره شد')).toBe('آدرس ذخیره شد');
  });

  it('notifySuccess toasts the described message', () => {
    toastSuccess.mockClear();
    notifySuccess('Successful request');
    expect(toastSuccess).toHaveBeenCalledWith(m.successfulOperation);
  });

  it('joins the first message of each field with line breaks (spec 5)', () => {
    expect(fieldErrorLines({ mobile: ['الف', 'ب'], name: ['پ'] })).toBe('الف\nپ');
    expect(fieldErrorLines(null)).toBe('');
  });

  it("prefers the server's words for verify-code style failures", () => {
    expect(serverMessageOr(http(404, 'کد منقضی شده'))).toBe('کد منقضی شده');
    expect(serverMessageOr(http(404))).toBe(m.notFound);
    expect(serverMessageOr(new ApiFailure({ kind: 'network' }))).toBe(m.network);
  });
});

describe('handleApiError', () => {
  const logout = vi.fn();
  const setGuestToken = vi.fn();
  const navigate = vi.fn();

  beforeEach(() => {
    toastError.mockClear();
    logout.mockClear();
    setGuestToken.mockClear();
    navigate.mockClear();
    fetchMock.mockReset();
    configureErrorActions({ logout, setGuestToken, navigate });
  });

  it('toasts the message and takes no action for plain failures', () => {
    const description = handleApiError(http(409));
    expect(description.message).toBe(m.conflict);
    expect(toastError).toHaveBeenCalledWith(
      m.conflict,
      expect.objectContaining({ id: expect.any(String) }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('stays silent for requests the caller cancelled', () => {
    handleApiError(new ApiFailure({ kind: 'cancelled' }));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('403 goes to /login', () => {
    handleApiError(http(403));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(logout).not.toHaveBeenCalled();
  });

  it('401 logs out, stores a guest token and goes to /login', async () => {
    fetchMock.mockImplementation(
      guestAnswer(200, {
        success: true,
        data: { token: { access_token: 'guest-token-abcdefghijkl' } },
      }),
    );
    handleApiError(http(401));
    await reauthenticate();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/v1\/user\/login\/guest$/),
      expect.objectContaining({ method: 'POST' }),
    );
    expect(setGuestToken).toHaveBeenCalledWith('guest-token-abcdefghijkl');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('401 still reaches /login when the guest-token call fails', async () => {
    fetchMock.mockImplementation(guestAnswer(404, { success: false, data: null }));
    handleApiError(http(401));
    await reauthenticate();
    expect(logout).toHaveBeenCalled();
    expect(setGuestToken).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('several 401s at once run the flow once', async () => {
    fetchMock.mockImplementation(
      guestAnswer(200, {
        success: true,
        data: { token: { access_token: 'guest-token-abcdefghijkl' } },
      }),
    );
    handleApiError(http(401));
    handleApiError(http(401));
    await reauthenticate();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('the guest-token answer', () => {
  it('reads spec 3’s token.access_token and nothing else', async () => {
    const { guestTokenOf } = await import('@/lib/api/guest-token');
    expect(guestTokenOf({ token: { access_token: 'b'.repeat(20) } })).toBe('b'.repeat(20));
    expect(guestTokenOf({ token: 'a'.repeat(20) })).toBeNull();
    expect(guestTokenOf({})).toBeNull();
    expect(guestTokenOf(null)).toBeNull();
    expect(guestTokenOf({ token: 42 })).toBeNull();
  });
});
