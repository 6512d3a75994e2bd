/**
 * Business phone numbers (SPEC §2 Contacts). Adding a number starts its onboarding (SPEC §4
 * "pending then approved"): the steps of Meta's embedded signup (`onboardingSteps`), which the
 * server runs one at a time through the configured NumberOnboarding (providers/whatsapp/
 * onboarding.ts) — offline in the sandbox (a step every CONTACT_APPROVAL_SECONDS / 4, default 5 s),
 * against Meta's Graph API in Cloud mode. The steps due run on the next read of the numbers (the
 * screen polls while a number is pending), so the progress the merchant sees is the server's.
 */
import { onboardingSteps, type MessagingLimitTier, type OnboardingStep, type QualityRating } from '@wasl/api/models';
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { one } from '../db/db.ts';
import { tenant, type Tenant } from '../db/tenant.ts';
import { iso } from '../db/queries.ts';
import { phoneDigits } from '../lib/phone.ts';
import { badRequest, conflict, notFound } from '../middleware/http.ts';
import { isProviderError } from '../providers/index.ts';
import { SandboxOnboarding, type NumberOnboarding } from '../providers/whatsapp/onboarding.ts';

interface ContactRow {
  id: number;
  type: 'primary' | 'secondary';
  phone: string;
  phone_id: string;
  business_account_id: string;
  business_category: string;
  template: string;
  status: 'pending' | 'approved';
  created_at: Date;
  onboarding_mode: 'sandbox' | 'cloud';
  onboarding_done: number;
  onboarding_error: string | null;
  signup_code: string;
  access_token: string;
  messaging_limit_tier: MessagingLimitTier | null;
  quality_rating: QualityRating | null;
}

const toContact = (c: ContactRow) => ({
  id: c.id,
  type: c.type,
  phone: c.phone,
  phone_id: c.phone_id || null,
  business_account_id: c.business_account_id || null,
  business_category: c.business_category,
  template: c.template || null,
  status: c.status,
  created_at: iso(c.created_at),
  messaging_limit_tier: c.messaging_limit_tier,
  quality_rating: c.quality_rating,
  onboarding: {
    mode: c.onboarding_mode,
    done: Math.min(Math.max(c.onboarding_done, 0), onboardingSteps.length),
    error: c.onboarding_error,
  },
});

/** The template a registered number sends order messages with (routes/orders/templates.ts). */
const DEFAULT_TEMPLATE = 'order_updates_v1';

/** E.164-ish storage: `+` and digits only, so "+966 50-123 4567" and "+966501234567" are one number. */
export const normalizeContactPhone = (phone: string) => '+' + phoneDigits(phone);

export const register: RouteModule = (r, deps) => {
  const { db, config } = deps;
  // Resolved at the first request: registering routes (the OpenAPI build, docs-data.ts) has no providers.
  let resolved: NumberOnboarding | undefined;
  const onboardingOf = () => (resolved ??= deps.providers.onboarding ?? new SandboxOnboarding(config.contactApprovalSeconds / 4));

  /** Runs every step that is due for the merchant's pending numbers, one row at a time, each step committed. */
  async function advance(t: Tenant) {
    const pending = await t.many<ContactRow>(
      `SELECT * FROM contact_numbers WHERE merchant_id = $1 AND status = 'pending' AND onboarding_error IS NULL ORDER BY id`,
    );
    for (const row of pending) {
      let done = Math.max(row.onboarding_done, 1);
      const number = {
        created_at: row.created_at,
        phone: row.phone,
        phone_id: row.phone_id,
        business_account_id: row.business_account_id,
        signup_code: row.signup_code ? deps.secrets.open(row.signup_code) : '',
        token: row.access_token ? deps.secrets.open(row.access_token) : '',
      };
      while (done < onboardingSteps.length) {
        const step = onboardingSteps[done] as Exclude<OnboardingStep, 'signup'>;
        let result;
        try {
          result = await onboardingOf().run(step, number, deps.now());
        } catch (error) {
          if (isProviderError(error) && error.retryable) break; // tried again on the next read
          deps.log.warn(`contact ${row.id}: onboarding step ${step} refused`, error);
          await t.query(`UPDATE contact_numbers SET onboarding_error = 'errors:onboardingFailed' WHERE merchant_id = $1 AND id = $2`, [
            row.id,
          ]);
          break;
        }
        if (result === 'wait') break;
        done += 1;
        if (result.token) number.token = result.token;
        const approved = done === onboardingSteps.length;
        await t.query(
          `UPDATE contact_numbers SET onboarding_done = $3,
             access_token = CASE WHEN $4::text IS NULL THEN access_token ELSE $4 END,
             signup_code = CASE WHEN $4::text IS NULL THEN signup_code ELSE '' END,
             messaging_limit_tier = COALESCE($5, messaging_limit_tier),
             quality_rating = COALESCE($6, quality_rating),
             status = CASE WHEN $7 THEN 'approved' ELSE status END,
             approved_at = CASE WHEN $7 THEN $8::timestamptz ELSE approved_at END,
             template = CASE WHEN $7 AND template = '' THEN $9 ELSE template END
           WHERE merchant_id = $1 AND id = $2 AND status = 'pending'`,
          [
            row.id,
            done,
            result.token ? deps.secrets.seal(result.token) : null,
            result.messaging_limit_tier ?? null,
            result.quality_rating ?? null,
            approved,
            deps.now(),
            DEFAULT_TEMPLATE,
          ],
        );
      }
    }
  }

  r.handle(routes.listContacts, async ({ merchantId }) => {
    const t = tenant(db, merchantId);
    await advance(t);
    const rows = await t.many<ContactRow>('SELECT * FROM contact_numbers WHERE merchant_id = $1 ORDER BY id');
    return { data: rows.map(toContact) };
  });

  r.handle(routes.getContactOnboarding, () => ({
    data: {
      mode: onboardingOf().mode,
      app_id: onboardingOf().mode === 'cloud' ? (config.whatsapp.appId ?? null) : null,
      steps: [...onboardingSteps],
    },
  }));

  r.handle(routes.addContact, async ({ merchantId, body }) => {
    const phone = normalizeContactPhone(body.phone);
    // Cloud: Meta's pop-up ran in the browser and answered the ids and a one-time code. Sandbox: made up.
    if (onboardingOf().mode === 'cloud' && !body.signup) throw badRequest('errors:onboardingSignupRequired');
    const ids =
      onboardingOf().mode === 'cloud'
        ? { phone_id: body.signup!.phone_number_id, business_account_id: body.signup!.waba_id }
        : SandboxOnboarding.signupIds();
    const code = onboardingOf().mode === 'cloud' ? deps.secrets.seal(body.signup!.code) : '';
    const row = await db.transaction(async (tx) => {
      // A number can be on one messaging account only (SPEC §2), whoever's it is: a system query
      // across merchants (the owner's), the merchant's own statements as the tenant.
      if (await one(tx, 'SELECT 1 FROM contact_numbers WHERE phone = $1', [phone])) throw conflict('errors:phoneInUse');
      const t = tenant(tx, merchantId);
      const count = await t.one<{ n: number }>('SELECT count(*) AS n FROM contact_numbers WHERE merchant_id = $1');
      return t.one<ContactRow>(
        `INSERT INTO contact_numbers (merchant_id, type, phone, business_category, status, created_at, phone_id, business_account_id,
           onboarding_mode, onboarding_done, signup_code)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, 1, $9) RETURNING *`,
        [
          (count?.n ?? 0) === 0 ? 'primary' : 'secondary',
          phone,
          body.business_category,
          deps.now(),
          ids.phone_id,
          ids.business_account_id,
          onboardingOf().mode,
          code,
        ],
      );
    });
    return { data: toContact(row!), message: 'errors:success.onboardingRecorded', status: 201 };
  });

  r.handle(routes.deleteContact, async ({ merchantId, params }) => {
    const { rowCount } = await tenant(db, merchantId).query('DELETE FROM contact_numbers WHERE merchant_id = $1 AND id = $2', [params.id]);
    if (rowCount === 0) throw notFound('errors:contactNotFound');
    return { message: 'errors:success.contactRemoved' };
  });
};
