/** Public marketing calls: newsletter (email in a header, SPEC §7) and demo booking. */
import { routes } from '@wasl/api';
import { clientAddress } from '../context.ts';
import type { RouteModule } from '../middleware/route.ts';
import type { LimitCheck, RateLimitRule } from '../lib/rate-limit.ts';
import { HttpError } from '../middleware/http.ts';

/**
 * Spam resistance of the anonymous forms, without a third-party captcha: every submission counts
 * against its network address (10 per 10 minutes, newsletter and demo together), and a demo request
 * also against its e-mail address (3 per day), so one sender cannot flood sales from many addresses.
 * The demo form's honeypot is checked in the handler.
 */
export const PUBLIC_RATE_LIMITS = {
  address: { limit: 10, windowMs: 10 * 60_000 },
  demoEmail: { limit: 3, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** One line of an e-mail subject: no control characters (no header injection), at most 120 characters. */
const subjectLine = (value: string) =>
  Array.from(value.replace(/\p{Cc}+/gu, ' '))
    .slice(0, 120)
    .join('');

export const register: RouteModule = (r, deps) => {
  const { db, providers } = deps;
  // Shared by every process on PostgreSQL (deps.limits).
  const byAddress = (key: string): LimitCheck => ({ scope: 'public-address', key, rule: PUBLIC_RATE_LIMITS.address });
  const byEmail = (key: string): LimitCheck => ({ scope: 'demo-email', key, rule: PUBLIC_RATE_LIMITS.demoEmail });
  const limit = async (check: LimitCheck) => {
    const verdict = await deps.limits.attempt([check]);
    if (!verdict.allowed)
      throw new HttpError(429, 'errors:tooManyAttempts', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  };

  r.handle(routes.subscribeNewsletter, async ({ c, headers }) => {
    await limit(byAddress(clientAddress(c, deps.config.trustProxy)));
    // Idempotent, and the same answer whether or not the address was already there.
    await db.query('INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT DO NOTHING', [headers.email.toLowerCase()]);
    return { message: 'errors:success.subscribed' };
  });

  r.handle(routes.bookDemo, async ({ c, body }) => {
    await limit(byAddress(clientAddress(c, deps.config.trustProxy)));
    // A filled honeypot is a bot: the same answer as a booking (nothing to learn), nothing stored or sent.
    if (body.website) return { message: 'errors:success.demoBooked', status: 201 };
    await limit(byEmail(body.email.toLowerCase()));
    await db.query(
      `INSERT INTO demo_requests (first_name, last_name, email, phone, company, job_title, message) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [body.first_name, body.last_name, body.email, body.phone, body.company, body.job_title, body.message],
    );
    await providers.email.send({
      to: 'sales@wasl.dev',
      subject: `Demo request: ${subjectLine(body.company)}`,
      body: `${body.first_name} ${body.last_name} <${body.email}>, ${body.phone}\n${body.job_title}\n\n${body.message}`,
    });
    return { message: 'errors:success.demoBooked', status: 201 };
  });
};
