// The public site's writes: this module (with mutation.ts) loads neither the session nor the client
// up front, so the pre-rendered pages stay small; the client comes with the first call.
import type { DemoBody } from '@wasl/api/types';
import { mutation } from './mutation';

/** POST /public/v1.0/subscribe/newsletter, the e-mail in a header (SPEC §2). */
export const subscribeNewsletter = mutation(
  async (client, email: string) => void (await client.subscribeNewsletter({ headers: { email } })),
);

/** POST /public/v1.0/demo: a demo booking. */
export const bookDemo = mutation(async (client, body: DemoBody) => void (await client.bookDemo({ body })));
