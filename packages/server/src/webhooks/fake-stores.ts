/**
 * A local stand-in for the store platforms' own APIs, for tests: Zid's order read
 * (`GET /managers/store/orders/{id}/view` with `Authorization: Bearer` + `X-Manager-Token`) and the
 * OAuth token endpoints of Salla (`POST /oauth2/token`) and Zid (`POST /oauth/token`) that the
 * connect callbacks exchange a code at. Never used by the running product.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';

export class FakeStoreApis {
  /** Zid orders by id (the `order` object of the view answer). */
  readonly zidOrders = new Map<string, Record<string, unknown>>();
  /** Zid manager token → accepted. */
  zidManagerToken = 'zid-manager-token';
  /** Codes the OAuth endpoints accept, with the store id they belong to. */
  readonly codes = new Map<string, { storeId: string }>();
  zidReads = 0;
  /** Codes exchanged → store id (Salla's user info answers it for the token). */
  private readonly issued = new Map<string, string>();
  private server: ServerType | undefined;
  url = '';

  readonly app = new Hono()
    .get('/zid/managers/store/orders/:id/view', (c) => {
      this.zidReads += 1;
      if (c.req.header('x-manager-token') !== this.zidManagerToken || !c.req.header('authorization')?.startsWith('Bearer ')) {
        return c.json({ status: 'error', message: { type: 'error', code: 401, name: 'Unauthorized' } }, 401);
      }
      const order = this.zidOrders.get(c.req.param('id'));
      return order ? c.json({ status: 'object', order }) : c.json({ status: 'error', message: { code: 404, name: 'Not Found' } }, 404);
    })
    .post('/salla/oauth2/token', async (c) => this.token(c.req.raw, 'salla'))
    .get('/salla/oauth2/user/info', (c) => {
      const token = c.req.header('authorization')?.replace(/^Bearer salla-access-/, '') ?? '';
      const store = this.issued.get(token);
      return store
        ? c.json({ status: 200, success: true, data: { id: 1, name: 'Owner', merchant: { id: Number(store), username: 'nakhla' } } })
        : c.json({ status: 401 }, 401);
    })
    .post('/zid/oauth/token', async (c) => this.token(c.req.raw, 'zid'));

  private async token(request: Request, platform: 'salla' | 'zid'): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const code = form.get('code') ?? '';
    const known = this.codes.get(code);
    if (form.get('grant_type') !== 'authorization_code' || !known || !form.get('client_id') || !form.get('client_secret')) {
      return Response.json({ error: 'invalid_grant', error_description: 'The authorization code is invalid or expired.' }, { status: 400 });
    }
    this.codes.delete(code); // a code is single-use
    this.issued.set(code, known.storeId);
    const body: Record<string, unknown> = {
      access_token: `${platform}-access-${code}`,
      refresh_token: `${platform}-refresh-${code}`,
      expires_in: 1_209_600,
      token_type: 'bearer',
      scope: 'offline_access',
    };
    // Zid answers the manager token beside the bearer `authorization`; Salla's store is in its user-info call.
    if (platform === 'zid') Object.assign(body, { authorization: `zid-authorization-${code}` });
    return Response.json(body);
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => {
      this.server = serve({ fetch: this.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
