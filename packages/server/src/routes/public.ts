/** Public marketing calls: newsletter (email in a header, SPEC §7) and demo booking. */
import { routes } from '@wasl/api';
import { clientAddress } from '../context.ts';
import type { RouteModule } from '../middleware/route.ts';
import { SlidingWindowLimiter } from '../lib/rate-limit.ts';
import { HttpError } from '../middleware/http.ts';

export const register: RouteModule = (r, deps) => {
  const { db, providers } = deps;
  // Anonymous forms: 10 submissions per 10 minutes per address.
  const limiter = new SlidingWindowLimiter({ limit: 10, windowMs: 10 * 60_000 });
  const limit = (c: Parameters<typeof clientAddress>[0]) => {
    const verdict = limiter.hit(clientAddress(c, deps.config.trustProxy));
    if (!verdict.allowed)
      throw new HttpError(429, 'errors:tooManyAttempts', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  };

  r.handle(routes.subscribeNewsletter, async ({ c, headers }) => {
    limit(c);
    // Idempotent, and the same answer whether or not the address was already there.
    await db.query('INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT DO NOTHING', [headers.email.toLowerCase()]);
    return { message: 'public:subscribed' };
  });

  r.handle(routes.bookDemo, async ({ c, body }) => {
    limit(c);
    await db.query(
      `INSERT INTO demo_requests (first_name, last_name, email, phone, company, job_title, message) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [body.first_name, body.last_name, body.email, body.phone, body.company, body.job_title, body.message],
    );
    await providers.email.send({
      to: 'sales@wasl.dev',
      subject: `Demo request: ${body.company}`,
      body: `${body.first_name} ${body.last_name} <${body.email}>, ${body.phone}\n${body.job_title}\n\n${body.message}`,
    });
    return { message: 'public:demoBooked', status: 201 };
  });
};
