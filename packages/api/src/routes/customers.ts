/**
 * A customer's data (issue 23, "Data duties (PDPL)"): the merchant exports everything Wasl holds
 * about one customer of theirs as a JSON file, and erases it behind the merchant's password.
 * Merchant only (the table's default role: an agent's token answers 404 notForAgents). Orders are
 * kept with the personal fields cleared (invoices: INVOICE_RETENTION_YEARS). docs/adr/010.
 */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { PasswordHeaders } from '../schemas/agents';
import { ThreadPath } from '../schemas/conversations';
import { CustomerErasure } from '../schemas/customers';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'customers', source: 'ours' });
const JsonFile = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);
const C = `${M}/section/customers`;

export const customersRoutes = {
  exportCustomerData: route({
    method: 'GET',
    path: `${C}/{phone}/export`,
    summary:
      'Everything held about one customer (E.164 digits, + optional) as a JSON file download (CustomerExport): profile, threads and messages, orders, carts, surveys and feedback, consent, campaign deliveries. Recorded in the audit log (customer.exported, the phone never stored)',
    params: ThreadPath,
    response: JsonFile,
    responseKind: 'file',
  }),
  eraseCustomerData: route({
    method: 'POST',
    path: `${C}/{phone}/erase`,
    summary:
      "Erase one customer's data: threads, messages, carts, survey answers, feedback, consent and deliveries deleted; orders kept with name, phone and addresses cleared (invoices: 6 years). The merchant's password in the Password header (401 wrong). One transaction, recorded in the audit log (customer.erased); erasing twice is fine",
    params: ThreadPath,
    headers: PasswordHeaders,
    response: CustomerErasure,
    errors: [401, 429],
  }),
};
