/**
 * A customer's data duties (issue 23, "Data duties (PDPL)"): what Wasl holds about one customer of a
 * merchant, what erasing it deletes and what it keeps, and for how long. The server's list of
 * customer tables (packages/server/src/customers/tables.ts) files every table under one of these
 * kinds; the erase dialog (EraseCustomerDialog) explains them to the merchant. docs/adr/010.
 */

import { phoneDigits } from './phone';

/** What erasing deletes. */
export const erasedCustomerData = ['profile', 'threads', 'carts', 'surveys', 'consent', 'storeEvents'] as const;
/**
 * What erasing keeps, with the personal fields cleared: orders are invoices (Saudi VAT, 6 years);
 * campaign deliveries stay as counts (the merchant's campaign figures and the coins they paid).
 */
export const keptCustomerData = ['invoices', 'deliveries'] as const;

export type CustomerDataKind = (typeof erasedCustomerData)[number] | (typeof keptCustomerData)[number];

/**
 * How long an invoice is kept: 6 years (Saudi VAT Implementing Regulations, art. 66: tax invoices
 * and records are kept at least six years from the end of the tax period). Orders are not deleted
 * on erasure: their customer name, phone and addresses are cleared instead.
 */
export const INVOICE_RETENTION_YEARS = 6;

/** The Content-Disposition file name of a customer's export (`customer-9665….json`). */
export const customerExportFileName = (phone: string) => `customer-${phoneDigits(phone)}.json`;
