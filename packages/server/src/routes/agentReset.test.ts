/**
 * Agents' forgotten passwords and re-sent invitations (issue 19): the reset link shares the
 * merchant's token code (auth/resets.ts: hashed, single use, 1-hour expiry) and the same reset page;
 * the request answers the same for an unknown e-mail (no account enumeration). The merchant re-sends
 * an invitation to an agent who has not accepted: a new link, the old one stops working.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sha256 } from '../auth/tokens.ts';
import { AuthRateLimiter } from '../lib/rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(() => {
  (t.deps as { authLimiter: AuthRateLimiter }).authLimiter = new AuthRateLimiter();
});

const OLD = 'Agent#Old2026';
const NEW = 'Agent#New2026';
let n = 0;

async function activeAgent(merchantId: number, status = 'active') {
  const email = `agent${++n}-${Math.random().toString(36).slice(2, 7)}@test.wasl.dev`;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO agents (merchant_id, name, email, status, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [merchantId, `Agent ${n}`, email, status, status === 'active' ? await hashPassword(OLD) : null],
  );
  return { id: rows[0]!.id, email };
}

/** The newest e-mail to `to` in the merchant's outbox (it lists newest first), and the token of its link (`page`). */
async function mailedToken(merchantToken: string, to: string, page: 'reset_password' | 'invitation') {
  const outbox = await t.get<{ emails: { to: string; body: string }[] }>('sandbox/emails', { token: merchantToken });
  const mails = outbox.body.data!.emails.filter((e) => e.to === to);
  const link = mails.length ? new RegExp(`/${page}\\?token=(\\S+)`).exec(mails[0]!.body) : null;
  return { count: mails.length, token: link ? decodeURIComponent(link[1]!) : null };
}

const login = (email: string, password: string) => t.post<{ token: string }>('auth/login', { json: { email, password } });

describe("an agent's forgotten password", () => {
  it('e-mails a hashed, single-use link that sets a new password and signs the old sessions out', async () => {
    const m = await t.merchant();
    const agent = await activeAgent(m.id);
    const session = (await login(agent.email, OLD)).body.data!.token;

    const asked = await t.post('auth/agent/forgot-password', { json: { email: agent.email.toUpperCase() } });
    expect(asked.status, asked.text).toBe(200);
    const { token } = await mailedToken(m.token, agent.email, 'reset_password');
    expect(token).not.toBeNull();
    const stored = await t.db.query<{ token_hash: string; agent_id: number }>(
      'SELECT token_hash, agent_id FROM password_resets WHERE merchant_id = $1 AND agent_id = $2',
      [m.id, agent.id],
    );
    expect(stored.rows).toEqual([{ token_hash: sha256(token!), agent_id: agent.id }]); // only the hash
    expect(JSON.stringify(stored.rows)).not.toContain(token!);

    const reset = await t.post('auth/reset-password', { json: { token, password: NEW } });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.message).toBe('errors:success.passwordUpdated');
    expect((await login(agent.email, OLD)).status).toBe(401);
    expect((await login(agent.email, NEW)).status).toBe(200);
    expect((await t.get('header', { token: session })).status).toBe(403); // the old session is gone
    // The merchant's own password did not change.
    expect((await login(m.email, m.password)).status).toBe(200);
    // Single use.
    const again = await t.post('auth/reset-password', { json: { token, password: 'Agent#Third2026' } });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('errors:linkExpired');
  });

  it('answers the same for an unknown e-mail, an invited agent and a real one (no enumeration)', async () => {
    const m = await t.merchant();
    const agent = await activeAgent(m.id);
    const invited = await activeAgent(m.id, 'invited');
    const answers = [];
    for (const email of [agent.email, invited.email, `nobody-${n}@test.wasl.dev`, m.email]) {
      const res = await t.post('auth/agent/forgot-password', { json: { email } });
      answers.push({ status: res.status, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { success: true, message: 'errors:success.resetLinkSent' } });
    // Only the real agent got a link; the merchant's e-mail got no agent link either.
    expect((await mailedToken(m.token, agent.email, 'reset_password')).count).toBe(1);
    expect((await mailedToken(m.token, invited.email, 'reset_password')).count).toBe(0);
    expect((await mailedToken(m.token, m.email, 'reset_password')).count).toBe(0);
    expect((await t.post('auth/agent/forgot-password', { json: { email: 'not-an-email' } })).status).toBe(400);
  });

  it('expires after the reset time; a newer link used retires the older ones; a removed agent’s link is dead', async () => {
    const m = await t.merchant();
    const agent = await activeAgent(m.id);
    await t.post('auth/agent/forgot-password', { json: { email: agent.email } });
    const first = (await mailedToken(m.token, agent.email, 'reset_password')).token!;
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [sha256(first)]);
    expect((await t.post('auth/reset-password', { json: { token: first, password: NEW } })).status).toBe(403);

    await t.post('auth/agent/forgot-password', { json: { email: agent.email } });
    const second = (await mailedToken(m.token, agent.email, 'reset_password')).token!;
    await t.post('auth/agent/forgot-password', { json: { email: agent.email } });
    const third = (await mailedToken(m.token, agent.email, 'reset_password')).token!;
    expect(third).not.toBe(second);
    expect((await t.post('auth/reset-password', { json: { token: third, password: NEW } })).status).toBe(200);
    expect((await t.post('auth/reset-password', { json: { token: second, password: OLD } })).status).toBe(403);

    const gone = await activeAgent(m.id);
    await t.post('auth/agent/forgot-password', { json: { email: gone.email } });
    const orphan = (await mailedToken(m.token, gone.email, 'reset_password')).token!;
    await t.db.query('DELETE FROM agents WHERE id = $1', [gone.id]);
    expect((await t.post('auth/reset-password', { json: { token: orphan, password: NEW } })).status).toBe(403);
  });
});

describe('re-sending an invitation', () => {
  it('e-mails a new link to an agent who has not accepted; the old link stops working', async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    const invited = await activeAgent(m.id, 'invited');
    const active = await activeAgent(m.id);
    const foreign = await activeAgent(other.id, 'invited');

    const first = await t.post('section/agent/resend-invitation', { token: m.token, json: { agent_id: invited.id } });
    expect(first.status, first.text).toBe(200);
    const old = (await mailedToken(m.token, invited.email, 'invitation')).token!;
    const res = await t.post('section/agent/resend-invitation', { token: m.token, json: { agent_id: invited.id } });
    expect(res.status, res.text).toBe(200);
    const fresh = (await mailedToken(m.token, invited.email, 'invitation')).token!;
    expect(fresh).not.toBe(old);
    expect((await t.post('auth/invitation', { json: { token: old } })).status).toBe(403);
    expect((await t.post('auth/invitation', { json: { token: fresh } })).status).toBe(200);
    const stored = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM agent_invitations WHERE agent_id = $1 AND used_at IS NULL',
      [invited.id],
    );
    expect(stored.rows).toEqual([{ token_hash: sha256(fresh) }]);

    // An active agent, another merchant's and an unknown one answer 404 alike; no e-mail goes out.
    for (const agent_id of [active.id, foreign.id, 2_000_000]) {
      const refused = await t.post('section/agent/resend-invitation', { token: m.token, json: { agent_id } });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('errors:notFound');
    }
    expect((await mailedToken(other.token, foreign.email, 'invitation')).count).toBe(0);
    expect((await t.post('section/agent/resend-invitation', { token: m.token, json: {} })).status).toBe(400);
  });
});
