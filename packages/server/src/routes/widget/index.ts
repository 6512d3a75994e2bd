/**
 * The website widget (SPEC §6 `widget`, issue 22; README "Website widget"):
 *
 * - GET/POST /section/widget: the merchant's settings. Saving needs the plan's `widget` feature
 *   (402 `errors:featureNotInPlan`, ADR 008); the first save mints the snippet's public id.
 * - GET /public/v1.0/widget.js: the script (script.ts), the same bytes for every merchant.
 * - GET /public/v1.0/widget/{id}: what the button needs, by public id — never by merchant id or API
 *   key. 404 (the script then shows nothing) when the id is unknown, the widget is switched off, the
 *   merchant has no number, or the plan lost the feature. Cached 5 minutes by browsers and CDNs, so
 *   a change (or a lost plan) reaches stores within that time.
 *
 * CORS (`*`, no credentials) is open on the public config only, and both public answers say
 * `Cross-Origin-Resource-Policy: cross-origin` (`widgetCrossOrigin`, mounted in app.ts ahead of
 * the secure headers, which would otherwise make them same-origin and block the store's `<script>`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { fillPath, routes, type WidgetSettings, type WidgetState } from '@wasl/api';
import { waMeLink, waMePhone, widgetInk } from '@wasl/api/models';
import { featuresOf } from '../../db/queries.ts';
import { tenant, type Tenant } from '../../db/tenant.ts';
import { HttpError, notInPlan } from '../../middleware/http.ts';
import { acceptedEncoding } from '../../middleware/compression.ts';
import type { RouteModule } from '../../middleware/route.ts';
import { WIDGET_SCRIPT } from './script.ts';

interface WidgetRow {
  public_id: string;
  enabled: boolean;
  color: string;
  position: 'start' | 'end';
  label_en: string;
  label_ar: string;
  message_en: string;
  message_ar: string;
}

/** Public answers: browsers and shared caches keep them this long (seconds). */
export const WIDGET_CACHE_SECONDS = { config: 300, missing: 60, script: 3600 } as const;

const scriptPath = routes.getWidgetScript.path;
const configPrefix = fillPath(routes.getPublicWidget.path, { id: '' });

/**
 * Mounted in app.ts before the secure headers (so it writes last): the script and the config may be
 * used by any origin; only the config is readable cross-origin (CORS), without credentials.
 */
export const widgetCrossOrigin: MiddlewareHandler = async (c, next) => {
  // A preflight: the store's fetch is a simple GET, but a browser extension or a test harness that
  // adds a header turns it into one. Any header may come; no credentials are ever allowed.
  if (c.req.method === 'OPTIONS' && c.req.path.startsWith(configPrefix)) {
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET',
      'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '',
      'Access-Control-Max-Age': '86400',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  }
  await next();
  if (c.req.path !== scriptPath && !c.req.path.startsWith(configPrefix)) return;
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  if (c.req.path.startsWith(configPrefix)) c.res.headers.set('Access-Control-Allow-Origin', '*');
};

const settingsOf = (row: WidgetRow): WidgetSettings => ({
  enabled: row.enabled,
  color: row.color,
  position: row.position,
  label: { en: row.label_en, ar: row.label_ar },
  message: { en: row.message_en, ar: row.message_ar },
});

/** The number the button opens: an approved business number (the primary first), else the profile's business contact. */
async function numberOf(t: Tenant): Promise<WidgetState['number']> {
  const contact = await t.one<{ phone: string }>(
    `SELECT phone FROM contact_numbers WHERE merchant_id = $1 AND status = 'approved'
     ORDER BY (type = 'primary') DESC, approved_at NULLS LAST, id LIMIT 1`,
  );
  if (contact && waMePhone(contact.phone)) return { phone: contact.phone, source: 'contacts' };
  const profile = await t.one<{ phone: string | null }>(`SELECT profile->>'Business_Contact' AS phone FROM merchants WHERE id = $1`);
  if (profile?.phone && waMePhone(profile.phone)) return { phone: profile.phone, source: 'profile' };
  return null;
}

async function stateOf(t: Tenant): Promise<WidgetState> {
  const [row, number, features] = await Promise.all([
    t.one<WidgetRow>('SELECT * FROM website_widgets WHERE merchant_id = $1'),
    numberOf(t),
    featuresOf(t),
  ]);
  return { settings: row ? settingsOf(row) : null, public_id: row?.public_id ?? null, number, in_plan: features.has('widget') };
}

export const register: RouteModule = (r, { db }) => {
  const gzipped = gzipSync(WIDGET_SCRIPT, { level: 9 });
  const etag = `"${createHash('sha256').update(WIDGET_SCRIPT).digest('base64url').slice(0, 22)}"`;

  r.handle(routes.getWidget, async ({ merchantId }) => ({ data: await stateOf(tenant(db, merchantId)) }));

  r.handle(routes.saveWidget, async ({ merchantId, body }) => {
    const t = tenant(db, merchantId);
    if (!(await featuresOf(t)).has('widget')) throw notInPlan('widget');
    await t.query(
      `INSERT INTO website_widgets (merchant_id, public_id, enabled, color, position, label_en, label_ar, message_en, message_ar)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled, color = EXCLUDED.color, position = EXCLUDED.position,
         label_en = EXCLUDED.label_en, label_ar = EXCLUDED.label_ar, message_en = EXCLUDED.message_en,
         message_ar = EXCLUDED.message_ar, updated_at = now()`,
      [
        randomBytes(16).toString('base64url'),
        body.enabled,
        body.color.toLowerCase(),
        body.position,
        body.label.en,
        body.label.ar,
        body.message.en,
        body.message.ar,
      ],
    );
    return { data: await stateOf(t) };
  });

  r.handle(routes.getWidgetScript, ({ c }) => {
    const headers: Record<string, string> = {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': `public, max-age=${WIDGET_CACHE_SECONDS.script}`,
      etag,
      vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    // Only gzip is precomputed (brotli would save ≈ 100 bytes here): ask acceptedEncoding without 'br'.
    const accepts = (c.req.header('accept-encoding') ?? '').replace(/\bbr\b[^,]*/gi, '');
    if (acceptedEncoding(accepts) !== 'gzip') return c.body(WIDGET_SCRIPT, 200, headers);
    return c.body(new Uint8Array(gzipped), 200, { ...headers, 'content-encoding': 'gzip' });
  });

  r.handle(routes.getPublicWidget, async ({ c, params }) => {
    const missing = () =>
      new HttpError(404, 'errors:notFound', { headers: { 'Cache-Control': `public, max-age=${WIDGET_CACHE_SECONDS.missing}` } });
    // Not a tenant query: the public id is the lookup key; everything after it is scoped to its merchant.
    const found = await db.query<WidgetRow & { merchant_id: number }>('SELECT * FROM website_widgets WHERE public_id = $1', [params.id]);
    const row = found.rows[0];
    if (!row || !row.enabled) throw missing();
    const t = tenant(db, row.merchant_id);
    const [number, features] = await Promise.all([numberOf(t), featuresOf(t)]);
    const digits = number ? waMePhone(number.phone) : null;
    if (!digits || !features.has('widget')) throw missing();
    c.header('Cache-Control', `public, max-age=${WIDGET_CACHE_SECONDS.config}`);
    return {
      data: {
        position: row.position,
        color: row.color,
        ink: widgetInk(row.color),
        label: { en: row.label_en, ar: row.label_ar },
        link: { en: waMeLink(digits, row.message_en), ar: waMeLink(digits, row.message_ar) },
      },
    };
  });
};
