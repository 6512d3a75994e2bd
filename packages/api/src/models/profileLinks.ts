/**
 * The business profile's website and social links as the invoice prints them (plan feature
 * invoice_links, ADR 009): the non-empty, valid ones in a fixed order, each with an absolute
 * http(s) address (a bare "nakhla.sa" becomes "https://nakhla.sa"). Pure.
 */
import { validateSocialLink } from '../validation/more';

export const profileLinkKinds = ['Website', 'Instagram', 'Twitter', 'Facebook'] as const;
export type ProfileLinkKind = (typeof profileLinkKinds)[number];

export interface ProfileLink {
  kind: ProfileLinkKind;
  href: string;
}

export function profileLinks(links: Partial<Record<ProfileLinkKind, string>>): ProfileLink[] {
  const out: ProfileLink[] = [];
  for (const kind of profileLinkKinds) {
    const raw = (links[kind] ?? '').trim();
    if (raw === '' || validateSocialLink(raw) !== null) continue;
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    out.push({ kind, href: new URL(href).href });
  }
  return out;
}
