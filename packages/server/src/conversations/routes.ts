/**
 * Conversations' routes (issue 19): `GET /section/conversations/{phone}` answers the signed-in
 * merchant's thread with a customer — the customer as the webhooks know them (null when they never
 * wrote) and the entries of readThread (inbound + what was sent, with delivery status). Another
 * merchant's customer answers like an unknown one: no customer, no entries.
 */
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { findThread, readCustomerThread } from './thread.ts';

export const register: RouteModule = (r, { db }) => {
  r.handle(routes.getThread, async ({ merchantId, params }) => {
    const phone = params.phone.replace(/\D/g, '');
    const [head, entries] = await Promise.all([findThread(db, merchantId, { phone }), readCustomerThread(db, merchantId, phone)]);
    return {
      data: {
        customer: head
          ? {
              phone: head.phone,
              wa_id: head.wa_id,
              user_id: head.user_id,
              username: head.username,
              profile_name: head.profile_name,
              language: head.language,
              handover: head.handover,
              section_id: head.handover_section_id,
            }
          : null,
        entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
        conversation: null, // contract commit: the conversation record comes with the inbox's server work
      },
    };
  });
};
