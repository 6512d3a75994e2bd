/** /profile?tab=info round trip (SPEC §3): edit, save, 'Data updated successfully', the values come back after a reload. */
import { describe, expect, it } from 'vitest';
import { M, freshMerchant, newSession, sessionHeaders, t, field } from './harness';

describe('profile', () => {
  it('an edit is saved, confirmed, mirrored into the empty Arabic twin, and still there after a reload', async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token });
    await page.goto('/profile?tab=info');
    const input = (name: string) => field(page, t(`account:profile.fields.${name}`));
    await input('Business_Name').waitFor();

    const values: Record<string, string> = {
      Business_Name: 'Qahwa House',
      Business_Name_ar: 'بيت القهوة',
      Business_Contact: '+966 55 123 4567',
      Business_Email: 'hello@qahwa.sa',
      VAT: '300012345600003',
      // No website: a fresh merchant is on the free trial, which has no invoice links (plan feature
      // invoice_links answers 402; packages/server/src/plan-features.test.ts).
      'Business_Address.Address_line1': '12 King Fahd Road',
    };
    for (const [name, value] of Object.entries(values)) await input(name).fill(value);
    // SPEC §3: an empty Arabic value takes the English one.
    await input('Business_Address_ar.Address_line1').fill('');
    await page.getByRole('button', { name: t('account:profile.save') }).click();
    await page.getByText(t('errors:success.dataUpdated')).first().waitFor();

    await page.reload();
    await input('Business_Name').waitFor();
    for (const [name, value] of Object.entries(values)) expect(await input(name).inputValue(), name).toBe(value);
    expect(await input('Business_Address_ar.Address_line1').inputValue()).toBe('12 King Fahd Road');

    const profile = (await (await fetch(`${M}/section/profile`, { headers: sessionHeaders(token) })).json()) as {
      data: { Business_Name: string; Business_Address_ar: { Address_line1: string } };
    };
    expect(profile.data.Business_Name).toBe('Qahwa House');
    expect(profile.data.Business_Address_ar.Address_line1).toBe('12 King Fahd Road');
    // The top bar's menu shows the new name (the header is refetched after the write).
    await page.getByRole('button', { name: t('layout:profile.menuFor').replace('{{name}}', 'Qahwa House') }).waitFor();
  });

  it('the top bar menu reaches Account and Password', async () => {
    const { token, name } = await freshMerchant();
    const { page } = await newSession({ token });
    await page.goto('/dashboard');
    const menu = page.getByRole('button', { name: t('layout:profile.menuFor').replace('{{name}}', name) });
    await menu.click();
    await page.getByRole('menuitem', { name: t('layout:profile.password') }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=reset', { waitUntil: 'commit' });
    await field(page, t('account:password.current')).waitFor();
    await menu.click();
    await page.getByRole('menuitem', { name: t('layout:profile.account') }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=info', { waitUntil: 'commit' });
  });
});
