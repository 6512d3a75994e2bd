/**
 * /api_integration, /test and the store callbacks against the real `npm start`, in English and
 * Arabic: the Merchant ID and a key created with the password (a wrong one refused, the new key
 * shown once, then masked to its last four characters); the sample order sent for real with that key
 * ('order created', then 'order id already in use' for the same id), a status update, the order found
 * in /orders' search; /test with a wrong key ('invalid key'); a Salla connect completed in the sandbox
 * through /salla/callback, then disconnected; /salla/unsubscribe asks first (visiting it alone keeps
 * the connection, Keep connected too, Disconnect disconnects); a failed callback on /salla/callback and
 * /zid/callback (no code, a state never issued, a state already used) stays on the page with the
 * reason and a link back, and connects nothing.
 */
import { describe, expect, it } from 'vitest';
import { M, api, field, freshMerchant, newSession, password, sessionHeaders, t } from './harness';

describe.each(['en', 'ar'] as const)('integration (%s)', { timeout: 120_000 }, (lng) => {
  const tr = (key: string) => t(key, lng);

  it('creates a key with the password, sends a test order for real and finds it in /orders', async () => {
    const { token } = await freshMerchant(2);
    const { page, allowStatus } = await newSession({ token, locale: lng });
    allowStatus(401, 409);
    await page.goto('/api_integration');
    await page.getByRole('heading', { level: 1, name: tr('integration:page.title') }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const [, , cart, ids] = await api<[unknown, unknown, { has_feature: boolean }, { Merchant_ID: string }]>('/section/integration-api', {
      token,
    });
    await page.getByText(tr('integration:key.merchantId'), { exact: true }).waitFor();
    await page.getByText(ids.Merchant_ID, { exact: true }).waitFor();
    // The abandoned cart says when the plan lacks it (has_feature).
    expect(await page.getByText(tr('integration:endpoints.notInPlan')).count()).toBe(cart.has_feature ? 0 : 1);
    if (!cart.has_feature) {
      // Its Upgrade opens the one upgrade dialog (the plan gate), on this page.
      await page.getByRole('button', { name: tr('integration:endpoints.upgrade') }).click();
      const upgrade = page.getByRole('dialog');
      await upgrade.waitFor();
      expect(new URL(page.url()).pathname).toBe('/api_integration');
      await upgrade.getByRole('button', { name: tr('subscription:upgrade.close') }).click();
      await upgrade.waitFor({ state: 'detached' });
    }

    // No key yet: "Create API key", behind the password. A wrong one is refused in the dialog.
    await page.getByRole('button', { name: tr('integration:key.create') }).click();
    // By its title: a toast is an alertdialog too.
    const dialog = page.getByRole('alertdialog', { name: tr('integration:key.createTitle') });
    await dialog.getByLabel(t('overlays:alert.passwordLabel', lng)).fill('Wrong@2026');
    await dialog.getByRole('button', { name: tr('integration:key.create') }).click();
    await dialog.getByText(tr('errors:addAgent.401')).waitFor();
    await dialog.getByLabel(t('overlays:alert.passwordLabel', lng)).fill(password);
    await dialog.getByRole('button', { name: tr('integration:key.create') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(tr('errors:success.apiKeyCreated')).first().waitFor();
    const key = (await page.getByTestId('api-key-fresh').textContent())!.trim();
    expect(key).toMatch(/^wasl_/);
    await expect.poll(() => page.getByTestId('api-key-masked').textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${key.slice(-4)}$`));
    expect(await page.getByTestId('api-key-masked').textContent()).not.toContain(key.slice(0, 10));

    // The test panel has the new key; the sample order goes out for real.
    const orderId = `E2E-${lng}-${Date.now()}`;
    expect(await field(page, tr('integration:test.key')).inputValue()).toBe(key);
    await field(page, tr('integration:test.orderId')).fill(orderId);
    await page.getByRole('button', { name: tr('integration:test.send') }).click();
    await expect
      .poll(() => page.getByTestId('test-send-outcome').textContent(), { timeout: 15_000 })
      .toContain(tr('errors:success.orderCreated'));
    // The update targets it; the next send gets a new id. The same id again is refused in SPEC §8's words.
    expect(await field(page, tr('integration:test.updateOrderId')).inputValue()).toBe(orderId);
    expect(await field(page, tr('integration:test.orderId')).inputValue()).not.toBe(orderId);
    await field(page, tr('integration:test.orderId')).fill(orderId);
    await page.getByRole('button', { name: tr('integration:test.send') }).click();
    await expect
      .poll(() => page.getByTestId('test-send-outcome').textContent(), { timeout: 15_000 })
      .toContain(tr('errors:integration.orderIdInUse'));
    await page.getByRole('button', { name: tr('integration:test.sendUpdate') }).click();
    await expect
      .poll(() => page.getByTestId('test-update-outcome').textContent(), { timeout: 15_000 })
      .toContain(tr('errors:success.orderStatusUpdated'));

    // The order is a row of /orders' search, with the status the update gave it.
    await page.goto(`/orders?search=${encodeURIComponent(orderId)}`);
    const grid = page.getByRole('grid');
    await expect.poll(async () => grid.getByRole('rowheader').allTextContents(), { timeout: 10_000 }).toEqual([orderId]);
    await grid.getByText(t('data:status.order.packed', lng)).first().waitFor();
  });

  it('/test is a page of its own; a wrong key answers "invalid key"', async () => {
    const { token } = await freshMerchant(2);
    const { page, allowStatus } = await newSession({ token, locale: lng });
    allowStatus(401);
    await page.goto('/test');
    await page.getByRole('heading', { level: 1, name: tr('integration:testPage.title') }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // SPEC §3's sample: country code 966.
    expect(await field(page, tr('integration:test.countryCode')).inputValue()).toBe('966');
    await field(page, tr('integration:test.key')).fill('wasl_not-a-real-key');
    await page.getByRole('button', { name: tr('integration:test.send') }).click();
    await expect
      .poll(() => page.getByTestId('test-send-outcome').textContent(), { timeout: 15_000 })
      .toContain(tr('errors:integration.invalidKey'));
  });

  it('connects Salla in the sandbox through /salla/callback, then disconnects it', async () => {
    const { token } = await freshMerchant(2);
    const { page } = await newSession({ token, locale: lng });
    await page.goto('/api_integration');
    const salla = t('integration:stores.names.salla', lng);
    await page.getByRole('button', { name: t('integration:stores.connectSandbox', lng).replace('{{name}}', salla) }).click();
    await page.waitForURL(/\/salla\/callback\?/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('callback-result').textContent(), { timeout: 10_000 })
      .toBe(t('integration:callback.successSandbox', lng).replace('{{name}}', salla));
    // No sidebar on the callback page; then back to the integration page by itself.
    expect(await page.getByRole('navigation', { name: t('navigation:sidebar.label', lng) }).count()).toBe(0);
    await page.waitForURL(/\/api_integration$/, { timeout: 10_000 });
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: salla }) });
    await row.getByText(t('integration:stores.connected', lng), { exact: true }).waitFor();
    await row.getByText(t('integration:stores.sandbox', lng), { exact: true }).waitFor();
    const stores = await api<{ stores: { platform: string; sandbox: boolean }[] }>('/section/integration/stores', { token });
    expect(stores.stores).toEqual([expect.objectContaining({ platform: 'salla', sandbox: true })]);

    await row.getByRole('button', { name: t('integration:stores.disconnect', lng) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('integration:stores.disconnect', lng) })
      .click();
    await row.getByText(t('integration:stores.notConnected', lng), { exact: true }).waitFor();
    expect((await api<{ stores: unknown[] }>('/section/integration/stores', { token })).stores).toEqual([]);
  });

  it(
    'a failed /salla/callback or /zid/callback (no code, a foreign state, a used state) stays with the reason and a link back, and connects nothing',
    { timeout: 180_000 },
    async () => {
      const { token } = await freshMerchant(2);
      const { page, allowStatus } = await newSession({ token, locale: lng });
      allowStatus(400);
      const connectedStores = async () =>
        (await api<{ stores: { platform: string }[] }>('/section/integration/stores', { token })).stores.map((s) => s.platform);
      const connectFailed = t('errors:storeConnectFailed', lng);

      /** Visits the callback URL and checks the failure `text` stays (past the success's return time), with the link back. */
      const expectFailure = async (pathAndQuery: string, text: string) => {
        await page.goto(pathAndQuery);
        const result = page.getByTestId('callback-result');
        await expect.poll(() => result.getAttribute('data-phase'), { timeout: 15_000 }).toBe('failed');
        expect(await result.textContent()).toBe(text);
        const back = page.getByRole('link', { name: tr('integration:callback.back') });
        expect(await back.getAttribute('href')).toBe('/api_integration');
        // A success returns after CALLBACK_RETURN_MS (4 s); a failure stays.
        await page.waitForTimeout(4500);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(pathAndQuery);
        expect(await result.textContent()).toBe(text);
        expect(await connectedStores()).toEqual([]);
      };

      for (const platform of ['salla', 'zid'] as const) {
        const name = t(`integration:stores.names.${platform}`, lng);
        const failure = tr('integration:callback.failure').replace('{{name}}', name).replace('{{reason}}', connectFailed);
        // (a) No code: the page says the link is incomplete, and posts nothing.
        await expectFailure(`/${platform}/callback?state=${'0'.repeat(32)}`, tr('integration:callback.missing'));
        // (b) A state this merchant was never given (the sandbox's code shape, so only the state is wrong).
        const foreign = 'f'.repeat(32);
        await expectFailure(`/${platform}/callback?code=sandbox-${foreign}&state=${foreign}&sandbox=1`, failure);
        // (c) A state already used: a real sandbox connect first, then the same callback URL again.
        const authorize = await fetch(`${M}/section/integration/${platform}/authorize`, { method: 'POST', headers: sessionHeaders(token) });
        expect(authorize.status).toBe(200);
        const { url } = ((await authorize.json()) as { data: { url: string } }).data;
        expect(url).toMatch(new RegExp(`^/${platform}/callback\\?`));
        await page.goto(url);
        await expect
          .poll(() => page.getByTestId('callback-result').textContent(), { timeout: 15_000 })
          .toBe(t('integration:callback.successSandbox', lng).replace('{{name}}', name));
        await page.waitForURL(/\/api_integration$/, { timeout: 10_000 });
        expect(await connectedStores()).toEqual([platform]);
        const disconnect = await fetch(`${M}/section/integration/stores/${platform}/disconnect`, {
          method: 'POST',
          headers: sessionHeaders(token),
        });
        expect(disconnect.status).toBe(200);
        expect(await connectedStores()).toEqual([]);
        await expectFailure(url, failure);
      }
    },
  );

  it('/salla/unsubscribe disconnects only when the merchant presses Disconnect', async () => {
    const { token } = await freshMerchant(2);
    const { page } = await newSession({ token, locale: lng });
    const salla = t('integration:stores.names.salla', lng);
    const connectedStores = async () =>
      (await api<{ stores: { platform: string }[] }>('/section/integration/stores', { token })).stores.map((s) => s.platform);
    await page.goto('/api_integration');
    await page.getByRole('button', { name: t('integration:stores.connectSandbox', lng).replace('{{name}}', salla) }).click();
    // The page is already /api_integration: wait for the round trip through the callback to end.
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: salla }) });
    await row.getByText(t('integration:stores.connected', lng), { exact: true }).waitFor({ timeout: 15_000 });
    expect(await connectedStores()).toEqual(['salla']);

    // A link alone (any page could send a signed-in merchant here) disconnects nothing: it asks.
    await page.goto('/salla/unsubscribe');
    const title = t('integration:stores.disconnectTitle', lng).replace('{{name}}', salla);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(t('integration:callback.unsubscribeConfirm', lng).replace('{{name}}', salla)).waitFor();
    await page.waitForTimeout(1000);
    expect(await connectedStores()).toEqual(['salla']);

    // Keep connected: back to API integration, still connected.
    await page.getByRole('button', { name: t('integration:callback.keepConnected', lng) }).click();
    await page.waitForURL(/\/api_integration$/);
    await row.getByText(t('integration:stores.connected', lng), { exact: true }).waitFor();
    expect(await connectedStores()).toEqual(['salla']);

    // Disconnect, pressed: disconnected, then back by itself.
    await page.goto('/salla/unsubscribe');
    await page.getByRole('button', { name: t('integration:stores.disconnect', lng), exact: true }).click();
    await expect
      .poll(() => page.getByTestId('callback-result').textContent(), { timeout: 10_000 })
      .toBe(t('integration:callback.unsubscribed', lng).replace('{{name}}', salla));
    expect(await connectedStores()).toEqual([]);
    await page.waitForURL(/\/api_integration$/, { timeout: 10_000 });
    await row.getByText(t('integration:stores.notConnected', lng), { exact: true }).waitFor();
  });
});
