/**
 * `GET /r/{token}` — a campaign message's tracked link (issue 20, messaging/campaignLinks.ts, ADR
 * 007). Public (the customer has no session): records the click and answers 302 to the button's web
 * address. Never an open redirect: the target is only ever the http(s) address stored with the
 * token; an unknown or malformed token answers 404 (nothing about the campaign is revealed).
 *
 * Rate-limit friendly: a valid link is one indexed read and one insert and is never limited (many
 * customers share a carrier's addresses); only MISSES count against the caller's address, so
 * guessing tokens (128 random bits) is throttled with 429 and Retry-After. Link previews (WhatsApp
 * fetching the page to draw a card, crawlers) are redirected but not counted as clicks.
 */
import { clientAddress } from '../../context.ts';
import { SlidingWindowLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import { recordClick } from '../../messaging/campaignLinks.ts';
import { HttpError, notFound } from '../../middleware/http.ts';
import type { RouteModule } from '../../middleware/route.ts';

/** Unknown tokens an address may try before 429 (valid links are never limited). */
export const LINK_MISS_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const satisfies RateLimitRule;

/** User agents that fetch a link to preview it, not a customer opening it. */
export const PREVIEW_AGENT =
  /WhatsApp|facebookexternalhit|Facebot|Twitterbot|TelegramBot|Slackbot|Discordbot|bot\b|crawler|spider|preview/i;

export const registerRedirect: RouteModule = (r, deps) => {
  const misses = new SlidingWindowLimiter(LINK_MISS_LIMIT);
  r.route(
    {
      method: 'get',
      base: 'root',
      path: '/r/:token',
      auth: 'none',
      summary:
        "A campaign message's tracked link: records the recipient's click and redirects (302) to the button's http(s) address; 404 for an unknown token",
      tags: ['campaigns'],
      produces: 'file',
      errors: [404, 429],
    },
    async ({ c }) => {
      const address = clientAddress(c, deps.config.trustProxy);
      const blocked = misses.check(address);
      if (!blocked.allowed)
        throw new HttpError(429, 'errors:tooManyAttempts', { headers: { 'Retry-After': String(blocked.retryAfterSeconds) } });
      const token = c.req.param('token') ?? '';
      const preview = PREVIEW_AGENT.test(c.req.header('user-agent') ?? '');
      const target = await recordClick(deps.db, token, deps.now(), { count: !preview });
      if (!target) {
        misses.hit(address);
        throw notFound('errors:notFound');
      }
      return new Response(null, {
        status: 302,
        // no-store: every open reaches us. The site's referrer policy (strict-origin-when-cross-origin)
        // sends the target only our origin, never the token.
        headers: { location: target, 'cache-control': 'no-store' },
      });
    },
  );
};
