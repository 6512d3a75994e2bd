/**
 * An agent's forgotten password and a re-sent invitation (issue 19, README "Agents sign in"): from
 * /forgot_password an agent follows "An agent? …" to /agent_forgot_password, gets the reset link from
 * the (sandbox) outbox, sets a new password on the merchants' own /reset_password page and signs in;
 * an unknown e-mail gets the very same page (en and ar). The merchant re-sends an invitation from the
 * agents table; the earlier link stops working.
 */
import { describe, expect, it } from 'vitest';
import { api, field, freshMerchant, newSession, password, t } from './harness';

type Outbox = { emails: { to: string; body: string }[] };

/** The newest link to `page` e-mailed to `to` (the outbox lists newest first). */
async function linkTo(merchantToken: string, to: string, page: 'invitation' | 'reset_password') {
  const { emails } = await api<Outbox>('/sandbox/emails', { token: merchantToken });
  const mail = emails.find((e) => e.to === to && e.body.includes(`/${page}?token=`));
  const link = new RegExp(`https?://\\S+(/${page}\\?token=\\S+)`).exec(mail?.body ?? '');
  return link?.[1] ?? null;
}

/** A fresh merchant's agent who has accepted their invitation (through the API), with `old` as password. */
async function joinedAgent(old: string) {
  const merchant = await freshMerchant();
  const email = `agent-${Date.now().toString(36)}@e2e.wasl.dev`;
  await api('/section/agent/add', {
    token: merchant.token,
    headers: { password },
    json: { Agent_Name: 'Reset Agent', Agent_Email: email },
  });
  const link = await linkTo(merchant.token, email, 'invitation');
  const token = decodeURIComponent(link!.split('token=')[1]!);
  await api('/auth/accept-invitation', { json: { token, password: old } });
  return { merchant, email };
}

describe('agent forgot password', () => {
  for (const lng of ['en', 'ar'] as const) {
    it(`an agent resets a forgotten password by e-mail and signs in with it (${lng})`, async () => {
      const { merchant, email } = await joinedAgent('Agent#Old2026');
      const { page } = await newSession({ locale: lng });
      await page.goto('/forgot_password', { timeout: 30_000 });
      await page.getByRole('link', { name: t('agentAccess:forgot.link', lng) }).click();
      await page.waitForURL('**/agent_forgot_password');
      await page.getByRole('heading', { level: 1, name: t('agentAccess:forgot.title', lng) }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

      // An unknown e-mail: the same answer.
      const main = page.getByRole('main');
      const unknown = `nobody-${Date.now().toString(36)}@e2e.wasl.dev`;
      await field(main, t('auth:fields.email', lng)).fill(unknown);
      await page.getByRole('button', { name: t('auth:forgot.submit', lng) }).click();
      const sent = (to: string) => t('agentAccess:forgot.sent', lng).replace('{{email}}', `\u2068${to}\u2069`);
      await page.getByText(sent(unknown)).waitFor();

      await page.goto('/agent_forgot_password');
      await field(page.getByRole('main'), t('auth:fields.email', lng)).fill(email);
      await page.getByRole('button', { name: t('auth:forgot.submit', lng) }).click();
      await page.getByText(sent(email)).waitFor();

      // The link from the outbox opens the merchants' reset page; the new password signs the agent in.
      const link = await linkTo(merchant.token, email, 'reset_password');
      expect(link).not.toBeNull();
      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: t('auth:reset.title', lng) }).waitFor();
      await field(page.getByRole('main'), t('auth:fields.newPassword', lng)).fill('Agent#New2026');
      await field(page.getByRole('main'), t('auth:fields.confirmPassword', lng)).fill('Agent#New2026');
      await page.getByRole('button', { name: t('auth:reset.submit', lng) }).click();
      await page.getByText(t('auth:reset.done', lng)).waitFor();
      const login = await api<{ token: string }>('/auth/login', { json: { email, password: 'Agent#New2026' } });
      expect(login.token).toBeTruthy();
      const header = await api<{ Role: string }>('/header', { token: login.token });
      expect(header.Role).toBe('agent');
    });
  }

  it('the merchant re-sends an invitation from the agents table; the earlier link stops working', async () => {
    const merchant = await freshMerchant();
    const email = `invited-${Date.now().toString(36)}@e2e.wasl.dev`;
    await api('/section/agent/add', {
      token: merchant.token,
      headers: { password },
      json: { Agent_Name: 'Late Joiner', Agent_Email: email },
    });
    const first = await linkTo(merchant.token, email, 'invitation');
    const { page, allowStatus } = await newSession({ token: merchant.token });
    allowStatus(403);
    await page.goto('/agents', { timeout: 30_000 });
    await page.getByRole('button', { name: t('agents:table.actionsOf').replace('{{name}}', 'Late Joiner') }).click();
    await page.getByRole('menuitem', { name: t('agentAccess:resend.action') }).click();
    await page.getByText(t('agentAccess:resend.sent')).first().waitFor();
    const second = await linkTo(merchant.token, email, 'invitation');
    expect(second).not.toBe(first);
    await page.goto(first!);
    await page.getByText(t('agentAccess:invitation.expired')).waitFor();
    await page.goto(second!);
    await page.getByRole('heading', { level: 1, name: t('agentAccess:invitation.title') }).waitFor();
  });
});
