/**
 * /chatbot: a flow edited, refused for a 4-button node, fixed, deployed and emulated (issue 11); a
 * node past the plan's limit opens the one upgrade dialog (SPEC §6, issue 22).
 */
import { describe, expect, it } from 'vitest';
import { api, field, freshMerchant, newSession, t } from './harness';

const node = (id: string, enTitle: string, arTitle: string, enText: string, arText: string, x: number, y: number) => ({
  id,
  type: 'text',
  data: { enTitle, arTitle, enText, arText },
  position: { x, y },
});
const saved = {
  nodes: [
    node('welcome', 'Start', 'البداية', 'Welcome! How can we help?', 'أهلًا! كيف نساعدك؟', 0, 0),
    node('hours', 'Opening hours', 'ساعات العمل', 'We open 9 to 10.', 'نفتح من ٩ إلى ١٠.', -300, 220),
    node('delivery', 'Delivery', 'التوصيل', 'Two to four days.', 'من يومين إلى أربعة أيام.', 0, 220),
    node('returns', 'Returns', 'الإرجاع', 'Within 14 days.', 'خلال ١٤ يومًا.', 300, 220),
  ],
  edges: [
    { id: 'e1', source: 'welcome', target: 'hours' },
    { id: 'e2', source: 'welcome', target: 'delivery' },
    { id: 'e3', source: 'welcome', target: 'returns' },
  ],
};

describe('chatbot', () => {
  it('edits the flow, is refused for a fourth button, fixes it, deploys, reloads and emulates', async () => {
    const { token } = await freshMerchant();
    await api('/section/chatbot/update', { token, json: saved });
    const { page, allowStatus } = await newSession({ token });
    allowStatus(422);
    await page.goto('/chatbot');
    await page.getByRole('heading', { level: 1, name: t('chatbot:title') }).waitFor();
    await page.locator('.react-flow__node').first().waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(4);

    // Edit: a fifth node, titled, connected from the welcome node (its fourth button).
    await page.getByRole('button', { name: t('chatbot:canvas.add').replace('{{type}}', t('chatbot:types.text')) }).click();
    await field(page, t('chatbot:inspector.enTitle')).fill('Payment');
    await field(page, t('chatbot:inspector.enText')).fill('We take cards and cash on delivery.');
    await page.getByRole('button', { name: t('chatbot:outline.select').replace('{{node}}', 'Start') }).click();
    await page.getByRole('button', { name: new RegExp(t('chatbot:inspector.connectTo')) }).click();
    await page.getByRole('option', { name: 'Payment' }).click();
    await page.getByRole('button', { name: t('chatbot:inspector.connect'), exact: true }).click();
    expect(await page.locator('.react-flow__edge').count()).toBe(4);

    // Deploy is refused with the problem listed; the problem focuses its node.
    await page.getByRole('button', { name: t('chatbot:screen.deploy') }).click();
    const alert = page.getByRole('alert').filter({ hasText: t('chatbot:screen.refused') });
    await alert.waitFor();
    const problem = alert.getByRole('button', { name: /WhatsApp/ });
    expect(await problem.count()).toBe(1);
    await problem.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe('welcome');
    const before = await api<{ bot: typeof saved }>('/section/chatbot', { token });
    expect(before.bot.nodes).toHaveLength(4); // nothing saved

    // Fix: the welcome node offers its choices as a list (up to 10 rows); deploy; the page reloads the flow.
    await page.getByText(t('chatbot:inspector.list')).click();
    expect(await page.getByRole('checkbox', { name: t('chatbot:inspector.list') }).isChecked()).toBe(true);
    await page.getByRole('button', { name: t('chatbot:screen.deploy') }).click();
    await page.getByText(t('chatbot:screen.deployed')).waitFor();
    await expect.poll(async () => (await api<{ bot: typeof saved }>('/section/chatbot', { token })).bot.nodes.length).toBe(5);
    await page.reload();
    await page.locator('.react-flow__node').first().waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(5);

    // Emulate: start, then press the new button.
    await page.getByRole('button', { name: t('chatbot:emulator.start') }).click();
    const log = page.getByRole('list', { name: t('chatbot:emulator.log') });
    await log.getByText('Welcome! How can we help?').waitFor();
    await page
      .getByRole('group', { name: t('chatbot:emulator.choices') })
      .getByRole('button', { name: 'Payment' })
      .click();
    await log.getByText('We take cards and cash on delivery.').waitFor();
    // Restart clears the log and starts again.
    await page.getByRole('button', { name: t('chatbot:emulator.reset') }).click();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(1);
  });

  it("a node past the plan's ten opens the one upgrade dialog, naming Professional's 200 nodes", async () => {
    const { token } = await freshMerchant(); // the free trial: ten nodes
    // Ten nodes: the welcome node's list of nine choices.
    const choices = Array.from({ length: 9 }, (_, i) =>
      node(`n${i}`, `Choice ${i}`, `خيار ${i}`, `Answer ${i}`, `جواب ${i}`, i * 200, 220),
    );
    const full = {
      nodes: [{ ...saved.nodes[0]!, data: { ...saved.nodes[0]!.data, list: true } }, ...choices],
      edges: choices.map((choice, i) => ({ id: `e${i}`, source: 'welcome', target: choice.id })),
    };
    await api('/section/chatbot/update', { token, json: full });
    const { page } = await newSession({ token });
    await page.goto('/chatbot');
    await page.locator('.react-flow__node').first().waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(10);
    await page.getByRole('button', { name: t('chatbot:canvas.add').replace('{{type}}', t('chatbot:types.text')) }).click();
    const upgrade = page.getByRole('dialog', { name: t('subscription:upgrade.limitTitle') });
    await upgrade.waitFor();
    await upgrade.getByText(t('subscription:upgrade.limits.flowNodes_other').replace('{{count}}', '10')).waitFor();
    await upgrade.getByText(t('subscription:upgrade.flowNodes_other').replace('{{count}}', '200')).waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(10); // nothing added
    await upgrade.getByRole('link', { name: t('subscription:upgrade.action') }).click();
    await page.waitForURL((url) => url.pathname === '/subscription', { waitUntil: 'commit' });
  });
});
