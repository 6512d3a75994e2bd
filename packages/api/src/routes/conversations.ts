/** Conversations (issue 19): a customer's thread. */
import { MERCHANT_BASE as M } from '../paths';
import { Thread, ThreadPath } from '../schemas/conversations';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'conversations', source: 'ours' });

export const conversationsRoutes = {
  getThread: route({
    method: 'GET',
    path: `${M}/section/conversations/{phone}`,
    summary: "A customer's WhatsApp thread by phone (E.164 digits, + optional): inbound entries and what was sent, with delivery status",
    params: ThreadPath,
    response: Thread,
    roles: ['merchant', 'agent'],
  }),
};
