/**
 * The public site (issue 10): demo booking (valid, invalid, rate limited), the newsletter, and every
 * internal link of the public pages answering 200 (a crawl from / over navbar, footer and page links).
 */
import { describe, expect, it } from 'vitest';
import { baseURL, field, newSession, t, type Session } from './harness';

async function fillDemo(page: Session['page'], email: string) {
  await field(page, t('site:demo.fields.firstName')).fill('Huda');
  await field(page, t('site:demo.fields.lastName')).fill('Alharbi');
  await field(page, t('site:demo.fields.email')).fill(email);
  await page.locator('input[type="tel"]').fill('501234567');
  await field(page, t('site:demo.fields.company')).fill('Ward <b>Flowers</b>');
}

describe('demo booking', () => {
  it('a valid request is stored with the phone as +966…, and the confirmation replaces the form', async () => {
    const { page } = await newSession();
    await page.goto('/demo');
    await fillDemo(page, `e2e-demo-${Date.now()}@example.sa`);
    const answer = page.waitForResponse((res) => res.url().endsWith('/public/v1.0/demo'));
    await page.getByRole('button', { name: t('site:demo.submit') }).click();
    const res = await answer;
    expect(res.status()).toBe(201);
    expect(JSON.parse(res.request().postData() ?? '{}')).toMatchObject({ phone: '+966501234567', company: 'Ward <b>Flowers</b>' });
    await page.getByRole('heading', { name: t('site:demo.doneTitle') }).waitFor();
    expect(await page.getByText(t('site:demo.booked')).count()).toBe(1);
  });

  it('an invalid form is not sent: each field says what is wrong', async () => {
    const { page } = await newSession({ locale: 'ar' });
    await page.goto('/demo');
    let sent = 0;
    page.on('request', (request) => void (request.url().endsWith('/public/v1.0/demo') && (sent += 1)));
    await field(page, t('site:demo.fields.email', 'ar')).fill('not-an-email');
    // Enter in a field submits the form (a click would land after the field's own error moved the button).
    await field(page, t('site:demo.fields.email', 'ar')).press('Enter');
    await page.getByText(t('validation:emailInvalid', 'ar')).first().waitFor();
    // The e-mail and the four other required fields (first and last name, phone, company) are marked invalid.
    await page.waitForFunction(() => document.querySelectorAll('[aria-invalid="true"]').length >= 5);
    expect(sent).toBe(0);
  });

  it('the fourth request for one e-mail in a day is refused (429) with the translated message', async () => {
    const email = `e2e-flood-${Date.now()}@example.sa`;
    // Three bookings through the API, each from its own address (the e-mail limit is what is tested).
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${baseURL}/public/v1.0/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.250.${Date.now() % 250}.${i + 1}` },
        body: JSON.stringify({ first_name: 'A', last_name: 'B', email, phone: '+966501234567', company: 'C', job_title: '', message: '' }),
      });
      expect(res.status).toBe(201);
    }
    const session = await newSession();
    session.allowStatus(429);
    const { page } = session;
    await page.goto('/demo');
    await fillDemo(page, email);
    const answer = page.waitForResponse((res) => res.url().endsWith('/public/v1.0/demo'));
    await page.getByRole('button', { name: t('site:demo.submit') }).click();
    expect((await answer).status()).toBe(429);
    await page.getByText(t('errors:tooManyAttempts')).waitFor();
    expect(await page.getByRole('heading', { name: t('site:demo.doneTitle') }).count()).toBe(0);
  });
});

describe('newsletter on a public page', () => {
  it('subscribes from the pricing page footer', async () => {
    const { page } = await newSession();
    await page.goto('/pricing');
    const footer = page.getByRole('contentinfo');
    // The newsletter form loads when the footer comes into view (PublicChrome).
    await footer.scrollIntoViewIfNeeded();
    await field(footer, t('shell:newsletter.email')).fill(`e2e-news-${Date.now()}@example.sa`);
    const answer = page.waitForResponse((res) => res.url().endsWith('/public/v1.0/subscribe/newsletter'));
    await footer.getByRole('button', { name: t('shell:newsletter.subscribe') }).click();
    expect((await answer).status()).toBe(200);
    await page.getByText(t('shell:newsletter.done')).first().waitFor();
  });
});

describe('public site links', () => {
  it('every internal link reachable from / answers 200 and renders its page (h1), anchors included', async () => {
    const { page } = await newSession();
    const seen = new Set<string>();
    const queue = ['/'];
    const broken: string[] = [];
    // The public site only: stop at the auth and docs areas (their own suites) and the dashboard.
    const isSite = (path: string) => !/^\/(docs|dashboard|auth|new_account|forgot_password|reset_password)(\/|$)/.test(path);
    while (queue.length && seen.size < 40) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await page.goto(path);
      if (res?.status() !== 200) broken.push(`${path}: ${res?.status()}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const [pathname, hash] = href.split('#') as [string, string | undefined];
        const target = pathname || '/';
        if (hash && target === path) expect(await page.locator(`#${hash}`).count(), `${path}#${hash}`).toBe(1);
        if (hash && target === '/' && path !== '/') queue.push('/');
        // Every internal link answers 200, site or not; only site pages are crawled further.
        if (!isSite(target) && !seen.has(target)) {
          seen.add(target);
          const status = (await page.request.get(target)).status();
          if (status !== 200) broken.push(`${target}: ${status}`);
        } else if (!seen.has(target)) queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    for (const path of ['/', '/pricing', '/faq', '/demo', '/about-us', '/contact', '/privacy']) expect(seen.has(path), path).toBe(true);
  });
});
