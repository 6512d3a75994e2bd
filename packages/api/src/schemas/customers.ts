/** A customer's data (issue 23, PDPL): the export file and the erasure's answer. */
import { z } from 'zod';

/** One table the erasure touched: rows deleted, or rows kept with their personal fields cleared. */
export const CustomerErasureStep = z.object({
  table: z.string(),
  action: z.enum(['deleted', 'pseudonymised']),
  rows: z.number().int().nonnegative(),
});

/** POST …/customers/{phone}/erase: what was done (all zero when there was nothing left: erasing twice is fine). */
export const CustomerErasure = z.object({
  deleted: z.number().int().nonnegative(),
  pseudonymised: z.number().int().nonnegative(),
  steps: z.array(CustomerErasureStep),
});
export type CustomerErasure = z.infer<typeof CustomerErasure>;

/** GET …/customers/{phone}/export: the file (JSON), every table's rows about the customer. */
export const CustomerExport = z.object({
  format: z.literal('wasl.customer-export.v1'),
  phone: z.string(),
  exported_at: z.string(),
  /** Table name → its rows about this customer (as stored; timestamps as ISO strings). */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  /** Kept after an erasure and why (INVOICE_RETENTION_YEARS). */
  retention: z.object({ invoices_years: z.number().int() }),
});
export type CustomerExport = z.infer<typeof CustomerExport>;
