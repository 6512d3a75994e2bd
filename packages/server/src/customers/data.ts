/**
 * A customer's data (issue 23, "Data duties (PDPL)"): the export (every row of tables.ts about the
 * customer) and the erasure (delete, or keep with the personal fields cleared). Each runs in one
 * transaction with its audit entry (customer.exported / customer.erased), which names the customer
 * by the last two digits and a keyed fingerprint only: the log never holds the phone.
 */
import { type CustomerErasure, type CustomerExport } from '@wasl/api';
import { INVOICE_RETENTION_YEARS } from '@wasl/api/models';
import { recordAudit } from '../audit/record.ts';
import type { Actor } from '../context.ts';
import { tenant, type Tenant } from '../db/tenant.ts';
import type { Db } from '../db/types.ts';
import type { SecretBox } from '../lib/secretBox.ts';
import { phoneForms } from '../lib/phone.ts';
import { suppressBeforeErasure } from './suppression.ts';
import { customerTables } from './tables.ts';

/** What the audit log says of the customer: `customer …42 #<fingerprint>` (no phone). */
export function auditTarget(secrets: SecretBox, merchantId: number, digits: string): string {
  return `customer …${digits.slice(-2)} #${secrets.fingerprint(`${merchantId}:${digits}`).slice(0, 16)}`;
}

async function threadIds(t: Tenant, forms: string[]): Promise<number[]> {
  const rows = await t.many<{ id: number }>(
    'SELECT id FROM customer_threads WHERE merchant_id = $1 AND (phone = ANY($2::text[]) OR wa_id = ANY($2::text[]))',
    [forms],
  );
  return rows.map((r) => r.id);
}

/** JSON-safe rows: dates as ISO strings, numerics as they came (strings), bytes never (no table here has any). */
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

/**
 * A statement of tables.ts with only the parameters it uses (PostgreSQL refuses unused ones): `$2`
 * the phone forms, `$3` the thread ids, renumbered after `$1` (tenant.ts adds the merchant's id).
 */
function bind(sql: string, forms: string[], threads: number[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let out = sql;
  for (const [name, value] of [
    ['$2', forms],
    ['$3', threads],
  ] as const) {
    if (!out.includes(name)) continue;
    params.push(value);
    out = out.replaceAll(name, `$${params.length + 1}`);
  }
  return { sql: out, params };
}

export interface AuditContext {
  actor: Actor;
  ip: string;
  userAgent: string;
  now: Date;
}

/** Every row about the customer, table by table (tables with none are listed empty). */
export async function exportCustomer(
  db: Db,
  secrets: SecretBox,
  merchantId: number,
  phone: string,
  audit: AuditContext,
): Promise<CustomerExport> {
  const { digits, forms } = phoneForms(phone);
  return db.transaction(async (tx) => {
    const t = tenant(tx, merchantId);
    const threads = await threadIds(t, forms);
    const tables: CustomerExport['tables'] = {};
    for (const entry of customerTables) {
      const { sql, params } = bind(`SELECT * FROM ${entry.table} WHERE ${entry.where} ORDER BY 1`, forms, threads);
      const rows = await t.many<Record<string, unknown>>(sql, params);
      tables[entry.table] = rows.map(plain);
    }
    await recordAudit(tx, {
      merchantId,
      actor: audit.actor,
      action: 'customer.exported',
      target: auditTarget(secrets, merchantId, digits),
      ip: audit.ip,
      userAgent: audit.userAgent,
      at: audit.now,
    });
    return {
      format: 'wasl.customer-export.v1' as const,
      phone: digits,
      exported_at: audit.now.toISOString(),
      tables,
      retention: { invoices_years: INVOICE_RETENTION_YEARS },
    };
  });
}

/** Deletes or pseudonymises every row about the customer, in tables.ts's order; all or nothing. */
export async function eraseCustomer(
  db: Db,
  secrets: SecretBox,
  merchantId: number,
  phone: string,
  audit: AuditContext,
): Promise<CustomerErasure> {
  const { digits, forms } = phoneForms(phone);
  return db.transaction(async (tx) => {
    const t = tenant(tx, merchantId);
    const threads = await threadIds(t, forms);
    // An opted-out customer stays out of marketing once their opt-out is erased (a fingerprint, no phone).
    await suppressBeforeErasure(tx, secrets, merchantId, forms, audit.now);
    const steps: CustomerErasure['steps'] = [];
    for (const entry of customerTables) {
      if (entry.erase.do === 'keep') continue;
      const { sql, params } = bind(
        entry.erase.do === 'delete'
          ? `DELETE FROM ${entry.table} WHERE ${entry.where}`
          : `UPDATE ${entry.table} SET ${entry.erase.set} WHERE ${entry.where}`,
        forms,
        threads,
      );
      const { rowCount } = await t.query(sql, params);
      steps.push({ table: entry.table, action: entry.erase.do === 'delete' ? 'deleted' : 'pseudonymised', rows: rowCount });
    }
    await recordAudit(tx, {
      merchantId,
      actor: audit.actor,
      action: 'customer.erased',
      target: auditTarget(secrets, merchantId, digits),
      ip: audit.ip,
      userAgent: audit.userAgent,
      at: audit.now,
    });
    const total = (action: 'deleted' | 'pseudonymised') => steps.filter((s) => s.action === action).reduce((sum, s) => sum + s.rows, 0);
    return { deleted: total('deleted'), pseudonymised: total('pseudonymised'), steps };
  });
}
