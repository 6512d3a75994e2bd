import type { ContactBody, OrderMessagesBody, OrderTemplateBody, TemplateKind } from '@wasl/api/types';
import { mutation } from './mutation';
import { resource } from './resource';

/** GET /contacts: the business numbers; reading it also runs the onboarding steps that are due (server). */
export const contactsAtom = resource((client) => client.listContacts());

/** GET /contacts/onboarding: sandbox or Meta's embedded signup, and the steps. */
export const contactOnboardingAtom = resource((client) => client.getContactOnboarding());

/** POST /contacts: starts a number's onboarding; answers the pending number. */
export const addContactAtom = mutation((client, body: ContactBody) => client.addContact({ body }), [contactsAtom]);

/** POST /contacts/{id}/delete. */
export const removeContactAtom = mutation(
  async (client, id: number) => void (await client.deleteContact({ params: { id } })),
  [contactsAtom],
);

/** GET /section/orders/template: init, commit and push with their review status. */
export const orderTemplatesAtom = resource((client) => client.getOrderTemplates());

/** POST /section/orders/template/{kind}: the change goes back to review. */
export const updateOrderTemplateAtom = mutation(
  (client, kind: TemplateKind, body: OrderTemplateBody) => client.updateOrderTemplate({ params: { kind }, body }),
  [orderTemplatesAtom],
);

/** GET /section/orders/messages: which status messages go out, their order and texts (402 without order_updates). */
export const orderMessagesAtom = resource((client) => client.getOrderMessages());

/** POST /section/orders/messages: saves the whole list. */
export const updateOrderMessagesAtom = mutation(
  (client, body: OrderMessagesBody) => client.updateOrderMessages({ body }),
  [orderMessagesAtom],
);
