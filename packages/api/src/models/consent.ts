/**
 * The marketing-consent ledger (issue 23, "Data duties (PDPL)"): every opt-in and opt-out of a
 * customer (merchant + phone), with where it came from and when. Append-only; the latest entry wins.
 */
export const consentKinds = ['opt_in', 'opt_out'] as const;
export type ConsentKind = (typeof consentKinds)[number];

/** Where a consent change came from. `whatsapp_reply`: a STOP keyword (messaging/messages.ts `isStop`). */
export const consentSources = ['store_checkout', 'whatsapp_reply', 'import', 'widget', 'meta_signal'] as const;
export type ConsentSource = (typeof consentSources)[number];
