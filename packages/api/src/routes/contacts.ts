/** The contact numbers. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { ContactBody, ContactNumber } from '../schemas/account';
import { IdPath, NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'contacts', source: 'ours' });

export const contactsRoutes = {
  listContacts: route({
    method: 'GET',
    path: `${M}/contacts`,
    summary: 'Business phone numbers',
    response: z.array(ContactNumber),
  }),
  addContact: route({
    method: 'POST',
    path: `${M}/contacts`,
    summary: 'Register a business number (pending until approved)',
    body: ContactBody,
    response: ContactNumber,
  }),
  deleteContact: route({
    method: 'POST',
    path: `${M}/contacts/{id}/delete`,
    summary: 'Remove a business number',
    params: IdPath,
    response: NoData,
  }),
};
