/** The contact numbers. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { ContactBody, ContactNumber, NumberOnboardingInfo } from '../schemas/account';
import { IdPath, NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'contacts', source: 'ours' });

export const contactsRoutes = {
  listContacts: route({
    method: 'GET',
    path: `${M}/contacts`,
    summary: 'Business phone numbers',
    response: z.array(ContactNumber),
  }),
  getContactOnboarding: route({
    method: 'GET',
    path: `${M}/contacts/onboarding`,
    summary: "How numbers are onboarded here: the offline sandbox or Meta's embedded signup (with the app id its pop-up needs)",
    response: NumberOnboardingInfo,
  }),
  addContact: route({
    method: 'POST',
    path: `${M}/contacts`,
    summary: 'Register a business number (pending until approved)',
    body: ContactBody,
    response: ContactNumber,
  }),
  deleteContact: route({
    audit: 'contact.deleted',
    method: 'POST',
    path: `${M}/contacts/{id}/delete`,
    summary: 'Remove a business number',
    params: IdPath,
    response: NoData,
  }),
};
