/** The public site's calls (no session). */
import { PUBLIC_BASE } from '../paths';
import { DemoBody, NewsletterHeaders } from '../schemas/account';
import { NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'public', source: 'spec', auth: 'public' });

export const publicRoutes = {
  subscribeNewsletter: route({
    method: 'POST',
    path: `${PUBLIC_BASE}/subscribe/newsletter`,
    summary: 'Subscribe an e-mail (in the Email header) to the newsletter',
    headers: NewsletterHeaders,
    response: NoData,
  }),
  bookDemo: route({
    method: 'POST',
    path: `${PUBLIC_BASE}/demo`,
    summary: 'Book a demo',
    source: 'ours',
    body: DemoBody,
    response: NoData,
  }),
};
