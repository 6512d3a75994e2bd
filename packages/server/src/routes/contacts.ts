/**
 * Business phone numbers (SPEC §2 Contacts). A number starts `pending`; the sandbox messaging
 * provider "approves" it once it has waited CONTACT_APPROVAL_SECONDS (default 20 s): the
 * approval is applied on the next read after that time, and then carries phone id, business
 * account id and the default template, as a real onboarding would.
 */
import { randomInt } from 'node:crypto';
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { many, one, type Queryable } from '../db/db.ts';
import { iso } from '../db/queries.ts';
import { conflict, notFound } from '../middleware/http.ts';

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
});

const digits15 = () => String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100_000, 999_999));

/** E.164-ish storage: `+` and digits only, so "+966 50-123 4567" and "+966501234567" are one number. */
export const normalizeContactPhone = (phone: string) => '+' + phone.replace(/\D/g, '');

export const register: RouteModule = (r, deps) => {
  const { db, config } = deps;

  async function approveDue(q: Queryable, merchantId: number) {
    const due = await many<{ id: number }>(
      q,
      `SELECT id FROM contact_numbers WHERE merchant_id = $1 AND status = 'pending' AND created_at <= $2`,
      [merchantId, new Date(deps.now().getTime() - config.contactApprovalSeconds * 1000)],
    );
    for (const { id } of due) {
      await q.query(
        `UPDATE contact_numbers SET status = 'approved', approved_at = now(), phone_id = $3, business_account_id = $4, template = 'order_updates_v1'
         WHERE merchant_id = $1 AND id = $2 AND status = 'pending'`,
        [merchantId, id, digits15(), digits15()],
      );
    }
  }

  r.handle(routes.listContacts, async ({ merchantId }) => {
    await approveDue(db, merchantId);
    const rows = await many<ContactRow>(db, 'SELECT * FROM contact_numbers WHERE merchant_id = $1 ORDER BY id', [merchantId]);
    return { data: rows.map(toContact) };
  });

  r.handle(routes.addContact, async ({ merchantId, body }) => {
    const phone = normalizeContactPhone(body.phone);
    const row = await db.transaction(async (tx) => {
      // A number can be on one messaging account only (SPEC §2), whoever's it is.
      if (await one(tx, 'SELECT 1 FROM contact_numbers WHERE phone = $1', [phone])) throw conflict('errors:phoneInUse');
      const count = await one<{ n: number }>(tx, 'SELECT count(*) AS n FROM contact_numbers WHERE merchant_id = $1', [merchantId]);
      return one<ContactRow>(
        tx,
        `INSERT INTO contact_numbers (merchant_id, type, phone, business_category, status, created_at) VALUES ($1, $2, $3, $4, 'pending', $5) RETURNING *`,
        [merchantId, (count?.n ?? 0) === 0 ? 'primary' : 'secondary', phone, body.business_category, deps.now()],
      );
    });
    return { data: toContact(row!), message: 'errors:success.onboardingRecorded', status: 201 };
  });

  r.handle(routes.deleteContact, async ({ merchantId, params }) => {
    const { rowCount } = await db.query('DELETE FROM contact_numbers WHERE merchant_id = $1 AND id = $2', [merchantId, params.id]);
    if (rowCount === 0) throw notFound('errors:contactNotFound');
    return { message: 'errors:success.contactRemoved' };
  });
};
