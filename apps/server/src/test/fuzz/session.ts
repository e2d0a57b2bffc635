import { multipartBody, TINY_PNG } from './multipart.js';
import type { Transport, WireRequest } from './transport.js';
import type { FuzzContext, FuzzResponse } from './types.js';

export const SESSION_COOKIE = 'pepites_session';
const CSRF = { 'x-requested-with': 'pepites' };
const PASSWORD = 'Fuzz-password-1';

let setupAddressCounter = 0;
/** Addresses for the fuzzer's own sign-up and sign-ins, apart from the requests' 10.x range. */
function setupAddress(): string {
  setupAddressCounter += 1;
  return `172.16.${(setupAddressCounter >> 8) & 255}.${setupAddressCounter & 255}`;
}

/** The `pepites_session` cookie a response sets: its value, '' when it is cleared, undefined when untouched. */
export function sessionCookieSet(response: FuzzResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  for (const line of Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)]) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match) return match[1] ?? '';
  }
  return undefined;
}

async function call(transport: Transport, request: WireRequest): Promise<FuzzResponse> {
  const result = await transport.send(request);
  if (!result.ok) throw new Error(`${request.method} ${request.url}: ${result.error}`);
  return result.response;
}

/**
 * The fuzzer's signed-in account. Fuzzed requests may end its session (a logout, a new sign-in):
 * `observe` notices and signs in again, so "signed-in" requests stay signed in.
 */
export class FuzzSession {
  cookie: string | undefined;
  relogins = 0;
  /** Why the last sign-in after a lost session failed, if it did. */
  failure: string | undefined;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly transport: Transport,
    readonly email: string,
    readonly password: string,
  ) {}

  async login(): Promise<number> {
    const response = await call(this.transport, {
      method: 'POST',
      url: '/api/login',
      headers: { ...CSRF, 'content-type': 'application/json', 'x-forwarded-for': setupAddress() },
      body: JSON.stringify({ email: this.email, password: this.password }),
    });
    const value = sessionCookieSet(response);
    if (response.status !== 200 || !value)
      throw new Error(`fuzz setup: sign-in answered ${response.status} ${response.body.slice(0, 200)}`);
    this.cookie = `${SESSION_COOKIE}=${value}`;
    return (JSON.parse(response.body) as { user: { id: number } }).user.id;
  }

  /** The cookie to send, after any sign-in under way. */
  async current(): Promise<string | undefined> {
    await this.pending;
    return this.cookie;
  }

  /** Looks at the answer to a request that carried `sentCookie`, and follows a session change. */
  observe(sentCookie: string, response: FuzzResponse): void {
    if (sentCookie !== this.cookie) return;
    const value = sessionCookieSet(response);
    if (value === undefined) return;
    if (value !== '') {
      this.cookie = `${SESSION_COOKIE}=${value}`;
      return;
    }
    this.relogins += 1;
    // A failed sign-in leaves the following "signed-in" requests as a visitor's; the report says so.
    this.pending ??= this.login()
      .then(
        () => undefined,
        (error: unknown) => {
          this.cookie = undefined;
          this.failure = error instanceof Error ? error.message : String(error);
        },
      )
      .finally(() => {
        this.pending = undefined;
      });
  }
}

/** Registers and signs in the fuzzer's account and uploads one image: what the generator needs to know. */
export async function prepareFuzzAccount(
  transport: Transport,
  seed: number,
): Promise<{ context: FuzzContext; session: FuzzSession }> {
  const tag = seed.toString(36);
  const email = `fuzz-${tag}@example.com`;
  const register = await call(transport, {
    method: 'POST',
    url: '/api/register',
    headers: { ...CSRF, 'content-type': 'application/json', 'x-forwarded-for': setupAddress() },
    body: JSON.stringify({ user_name: `fuzzer${tag}`.slice(0, 16), email, password: PASSWORD }),
  });
  if (register.status !== 201 && register.status !== 409) {
    throw new Error(`fuzz setup: sign-up answered ${register.status} ${register.body.slice(0, 200)}`);
  }
  const session = new FuzzSession(transport, email, PASSWORD);
  const userId = await session.login();
  const upload = await call(transport, {
    method: 'POST',
    url: '/api/uploads/avatar',
    headers: {
      ...CSRF,
      cookie: session.cookie ?? '',
      'x-forwarded-for': setupAddress(),
      'content-type': multipartBody([]).contentType,
    },
    body: multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG }]).body,
  });
  const uploadId = upload.status === 200 ? /[a-f0-9]{32}/.exec(upload.body)?.[0] : undefined;
  return { context: { userId, email, password: PASSWORD, uploadId, maxKnownUserId: userId }, session };
}
