/**
 * A customer's data (issue 23, PDPL): the export file and the erasure, from the inbox's contact
 * panel. The erasure refetches every read that shows the customer (the inbox list, the thread, the
 * contact panel's orders), so the screen shows what is left.
 */
import { conversationsAtom, threadAtom } from './inbox';
import { mutation } from './mutation';
import { conversationOrdersAtom } from './orders';

/** GET /section/customers/{phone}/export: the JSON file as a Blob (hand it to `saveFile`). Changes nothing on screen. */
export const fetchCustomerExport = mutation((client, phone: string) => client.exportCustomerData({ params: { phone } }));

/** POST /section/customers/{phone}/erase with the merchant's password: what was deleted and kept. */
export const eraseCustomerDataAtom = mutation(
  (client, phone: string, password: string) => client.eraseCustomerData({ params: { phone }, headers: { password } }),
  [conversationsAtom.all, threadAtom.all, conversationOrdersAtom.all],
);
