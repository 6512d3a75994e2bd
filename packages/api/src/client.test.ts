import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, clearedSessionCookie, createApiClient, readCookie, sessionCookie, type ApiClientOptions } from './client';
import { routes } from './routes';

const BASE = 'http://api.test';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch that records every request (as a real fetch would build it) and answers with `respond`. */
function fakeFetch(respond: (request: Request) => Response | Promise<Response> = () => json(200, { success: true })) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, spy: fetch };
}

function clientWith(respond?: (request: Request) => Response | Promise<Response>, options: ApiClientOptions = {}) {
  const fake = fakeFetch(respond);
  const client = createApiClient({ baseURL: BASE, getToken: () => 'tok_123', fetch: fake.fetch, ...options });
  return { client, ...fake };
}

const header = { Level: 2, Business_Name: 'تمور نخلة', Email: 'demo@wasl.dev', Logo_Link: '/merchant/v1.0/uploads/logo.png' };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookies', () => {
  it('reads a cookie among others, decoding its value', () => {
    const cookies = 'i18next=ar; access-token=abc%3D%3D; theme=dark';
    expect(readCookie('access-token', cookies)).toBe('abc==');
    expect(readCookie('i18next', cookies)).toBe('ar');
    expect(readCookie('token', cookies)).toBeUndefined();
    expect(readCookie('access-token', 'access-token=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readCookie('access-token', '')).toBeUndefined();
  });

  it('writes and clears the 7-day session cookie', () => {
    expect(sessionCookie('a b', true)).toBe('access-token=a%20b; Max-Age=604800; Path=/; SameSite=Lax; Secure');
    expect(sessionCookie('x', false)).not.toContain('Secure');
    expect(clearedSessionCookie()).toContain('Max-Age=0');
  });
});

describe('request headers', () => {
  it("sends cookies on same-origin calls (the session's HttpOnly companion, ADR 014)", async () => {
    const { client, spy } = clientWith(() => json(200, { success: true, data: header }));
    await client.getHeader();
    // Asked for explicitly (the init given to fetch), not left to a default.
    expect((spy.mock.calls[0]![1] as RequestInit | undefined)?.credentials).toBe('same-origin');
  });

  it('sends the access-token cookie as Authorization and accepts JSON', async () => {
    vi.stubGlobal('document', { cookie: 'i18next=en; access-token=cookie-token' });
    const fake = fakeFetch(() => json(200, { success: true, data: header }));
    const client = createApiClient({ baseURL: BASE, fetch: fake.fetch });
    await expect(client.getHeader()).resolves.toEqual(header);
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`${BASE}/merchant/v1.0/header`);
    expect(request?.headers.get('authorization')).toBe('cookie-token');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    vi.stubGlobal('document', { cookie: 'i18next=ar' });
    const fake = fakeFetch(() => json(200, { success: true, data: { token: 't' } }));
    const client = createApiClient({ baseURL: BASE, fetch: fake.fetch });
    await client.login({ body: { email: 'demo@wasl.dev', password: 'Demo@2026' } });
    expect(fake.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the confirming password as the Password header, UTF-8 safe', async () => {
    const { client, requests } = clientWith(() => json(200, { success: true, data: { key: 'wk_live_x' } }));
    await client.regenerateApiKey({ headers: { password: 'Demo@2026' } });
    expect(requests[0]?.headers.get('password')).toBe('Demo@2026');

    const arabic = 'كلمةA1b!';
    await client.regenerateApiKey({ headers: { password: arabic } });
    const sent = requests[1]?.headers.get('password') ?? '';
    expect(sent).toMatch(/^utf-8''/);
    // The server's schema decodes it back to what the merchant typed.
    expect(routes.regenerateApiKey.headers.parse({ password: sent }).password).toBe(arabic);
  });

  it('sends the newsletter e-mail in the Email header of the public API', async () => {
    const { client, requests } = clientWith();
    await client.subscribeNewsletter({ headers: { email: 'news@shop.sa' } });
    expect(requests[0]?.url).toBe(`${BASE}/public/v1.0/subscribe/newsletter`);
    expect(requests[0]?.headers.get('email')).toBe('news@shop.sa');
  });
});

describe('request bodies', () => {
  it('sends form calls form-encoded (SPEC §7)', async () => {
    const { client, requests } = clientWith(() => json(200, { success: true, data: { Status: 'invited' } }));
    const data = await client.addAgent({
      body: { Agent_Email: 'sara@wasl.dev', Agent_Name: 'سارة الحربي' },
      headers: { password: 'Demo@2026' },
    });
    expect(data).toEqual({ Status: 'invited' });
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(await request?.text());
    expect(Object.fromEntries(form)).toEqual({ Agent_Email: 'sara@wasl.dev', Agent_Name: 'سارة الحربي' });
  });

  it('form-encodes section assignment and ticket raising', async () => {
    const { client, requests } = clientWith((request) =>
      request.url.endsWith('/raise')
        ? json(200, {
            success: true,
            data: {
              id: 1,
              topic: 'Invoices',
              description: 'Not delivered',
              status: 'open',
              unread: 0,
              created_at: '2026-11-23T10:00:00Z',
              updated_at: '2026-11-23T10:00:00Z',
            },
          })
        : json(200, { success: true, message: 'Agent added to section' }),
    );
    await client.addAgentToSection({ body: { agent_id: 7, section_id: 3 } });
    expect(await requests[0]?.text()).toBe('agent_id=7&section_id=3');
    await client.raiseTicket({ body: { topic: 'Invoices', description: 'Not delivered & late' } });
    expect(await requests[1]?.text()).toBe('topic=Invoices&description=Not+delivered+%26+late');
  });

  it('sends JSON where the table says JSON', async () => {
    const { client, requests } = clientWith();
    await client.updateQuickMessages({ body: { Quick: [{ key: 'hello', content: 'أهلًا بك' }] } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ Quick: [{ key: 'hello', content: 'أهلًا بك' }] });
  });

  it('uploads the logo as multipart', async () => {
    const { client, requests } = clientWith(() => json(200, { success: true, data: { url: '/merchant/v1.0/uploads/abc.png' } }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await expect(client.uploadLogo({ body: { Image: file } })).resolves.toEqual({ url: '/merchant/v1.0/uploads/abc.png' });
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await requests[0]?.formData();
    const sent = form?.get('Image');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('logo.png');
    expect((sent as Blob).size).toBe(4);
  });

  it('sends no body and no content type for a bodiless POST', async () => {
    const { client, requests } = clientWith(() => json(200, { success: true, message: 'Support enabled', data: { Status: true } }));
    await expect(client.toggleSupport({ query: { section: 4 } })).resolves.toEqual({ Status: true });
    expect(requests[0]?.url).toBe(`${BASE}/merchant/v1.0/section/agent/support/toggle?section=4`);
    expect(requests[0]?.headers.has('content-type')).toBe(false);
    expect(await requests[0]?.text()).toBe('');
  });
});

describe('paths and query strings', () => {
  it('encodes query values and drops the missing ones', async () => {
    const { client, requests } = clientWith(() => json(200, { success: true, data: { orders: [], total_pages: 0, current_page: 1 } }));
    await client.listOrders({ query: { month: '2026-11', page: 2, search: 'أحمد & co', year: undefined } });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/merchant/v1.0/section/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: '2026-11', page: '2', search: 'أحمد & co' });
    await client.listOrders();
    expect(requests[1]?.url).toBe(`${BASE}/merchant/v1.0/section/orders`);
  });

  it('fills path parameters, encoded', async () => {
    const { client, requests } = clientWith(() => json(200, { success: true }));
    await client.integrationUpdateOrderStatus({
      params: { Order_ID: 'WS/1001?x' },
      headers: { 'x-api-key': 'wk_test' },
      body: { status: 'shipped' },
    });
    expect(requests[0]?.url).toBe(`${BASE}/integration/v1.0/orders/WS%2F1001%3Fx/status`);
    expect(requests[0]?.headers.get('x-api-key')).toBe('wk_test');
    await client.deleteSection({ params: { id: 12 } });
    expect(requests[1]?.url).toBe(`${BASE}/merchant/v1.0/section/agent/sections/12/delete`);
  });

  it('offers one function per route of the table', () => {
    const { client } = clientWith();
    for (const name of Object.keys(routes)) expect(typeof (client as unknown as Record<string, unknown>)[name], name).toBe('function');
  });
});

describe('failures', () => {
  it('a 403 on a signed-in call ends the session, then rejects', async () => {
    const onSessionExpired = vi.fn();
    const { client } = clientWith(() => json(403, { success: false, message: 'errors:sessionExpired' }), { onSessionExpired });
    const error = await rejection(client.getProfile());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(403);
    expect(error.messageKey).toBe('errors:sessionExpired');
    expect(error.details.route).toBe('getProfile');
  });

  it('a 402 "not in your plan" keeps the session: it rejects with the feature, onSessionExpired is not called (ADR 008)', async () => {
    const onSessionExpired = vi.fn();
    const { client } = clientWith(
      () => json(402, { success: false, message: 'errors:featureNotInPlan', data: { feature: 'data_export' } }),
      { onSessionExpired },
    );
    const error = await rejection(client.exportClientsCsv({ query: { month: '2026-11' } }));
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect([error.status, error.message, error.messageKey]).toEqual([402, 'errors:featureNotInPlan', 'errors:featureNotInPlan']);
    expect(error.details.data).toEqual({ feature: 'data_export' });
  });

  it('a 403 on reset-password is an expired link, not a session end', async () => {
    const onSessionExpired = vi.fn();
    const { client } = clientWith(() => json(403, { success: false, message: 'errors:linkExpired' }), { onSessionExpired });
    const error = await rejection(client.resetPassword({ body: { token: 'x'.repeat(32), password: 'Demo@2026' } }));
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(error.messageKey).toBe('errors:auth.403');
  });

  it('maps add-agent failures to the SPEC §8 texts', async () => {
    const answer = { status: 401, message: 'Incorrect password!' };
    const { client } = clientWith(() => json(answer.status, { success: false, message: answer.message }));
    const input = { body: { Agent_Email: 'sara@wasl.dev', Agent_Name: 'Sara' }, headers: { password: 'wrong' } };
    let error = await rejection(client.addAgent(input));
    expect([error.status, error.message, error.messageKey]).toEqual([401, 'Incorrect password!', 'errors:addAgent.401']);
    Object.assign(answer, { status: 409, message: 'E-mail already exists' });
    error = await rejection(client.addAgent(input));
    expect(error.messageKey).toBe('errors:addAgent.409');
    Object.assign(answer, { status: 500, message: 'boom' });
    error = await rejection(client.addAgent(input));
    expect(error.messageKey).toBe('errors:addAgent.other');
  });

  it('passes validation keys, data and Retry-After through', async () => {
    const { client } = clientWith((request) =>
      request.url.includes('login')
        ? json(429, { success: false, message: 'errors:tooManyAttempts' }, { 'Retry-After': '120' })
        : json(400, { success: false, message: 'validation:timeInvalid', data: { issues: [{ path: 'Start' }] } }),
    );
    const limited = await rejection(client.login({ body: { email: 'demo@wasl.dev', password: 'x' } }));
    expect([limited.status, limited.messageKey, limited.details.retryAfter]).toEqual([429, 'errors:auth.429', 120]);
    const invalid = await rejection(client.updateSupportTime({ body: { Start: '25:00', End: '00:00', Time_Zone: 'Asia/Riyadh' } }));
    expect(invalid.messageKey).toBe('validation:timeInvalid');
    expect(invalid.details.data).toEqual({ issues: [{ path: 'Start' }] });
  });

  it('never shows a server message that is not a catalogue key (campaign failures too)', async () => {
    const { client } = clientWith(() => json(409, { success: false, message: 'Campaign is no longer pending' }));
    const error = await rejection(client.submitCampaign({ params: { id: 3 } }));
    expect(error.messageKey).toBe('errors:somethingWentWrong');
    expect(error.message).toBe('Campaign is no longer pending');
  });

  it('survives a response that is not JSON', async () => {
    const { client } = clientWith(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await rejection(client.getHome());
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.messageKey).toBe('errors:status.500');
  });

  it('turns a network failure (no response object) into status 0', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(client.getHeader());
    expect(error.status).toBe(0);
    expect(error.messageKey).toBe('errors:network');
    expect(error.details.aborted).toBe(false);
  });

  it('reports an aborted call as status 0 with aborted set', async () => {
    const controller = new AbortController();
    const { client } = clientWith(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.getHeader({ signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect([error.status, error.details.aborted]).toEqual([0, true]);
  });

  it('rejects an answer with success false even with status 200', async () => {
    const { client } = clientWith(() => json(200, { success: false, message: 'errors:featureNotInPlan' }));
    const error = await rejection(client.getSurvey());
    expect(error.messageKey).toBe('errors:featureNotInPlan');
  });
});

describe('answers', () => {
  it('checks answers against the response schema in development', async () => {
    const { client } = clientWith(() => json(200, { success: true, data: { ...header, Level: 'two' } }));
    const error = await rejection(client.getHeader());
    expect(error.messageKey).toBe('errors:invalidResponse');
    expect(error.message).toContain('Level');
  });

  it('can skip the check (production)', async () => {
    const { client } = clientWith(() => json(200, { success: true, data: { ...header, Level: 'two' } }), { validateResponses: false });
    await expect(client.getHeader()).resolves.toMatchObject({ Level: 'two' });
  });

  it('gives the server message with request()', async () => {
    const { client } = clientWith((request) =>
      json(200, { success: true, message: request.url.includes('agent-add') ? 'Agent added to section' : 'errors:success.apiKeyRevoked' }),
    );
    await expect(client.request('addAgentToSection', { body: { agent_id: 1, section_id: 2 } })).resolves.toEqual({
      data: undefined,
      message: 'Agent added to section',
      messageKey: undefined,
    });
    await expect(client.request('revokeApiKey', { headers: { password: 'x' } })).resolves.toEqual({
      data: undefined,
      message: 'errors:success.apiKeyRevoked',
      messageKey: 'errors:success.apiKeyRevoked',
    });
  });

  it('downloads CSV as a Blob that keeps the UTF-8 BOM', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('name,phone\r\nأحمد,966501234567\r\n')]);
    const { client, requests } = clientWith(
      () => new Response(bytes, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const blob = await client.exportClientsCsv({ query: { month: '2026-11' } });
    expect(requests[0]?.url).toBe(`${BASE}/merchant/v1.0/section/home/csv/clients?month=2026-11`);
    const received = new Uint8Array(await blob.arrayBuffer());
    expect([...received.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(received)).toContain('أحمد');
  });

  it('reads the JSON error of a failed download', async () => {
    const { client } = clientWith(() => json(403, { success: false, message: 'errors:featureNotInPlan' }));
    const error = await rejection(client.exportFeedbacksCsv());
    expect(error.status).toBe(403);
  });
});
