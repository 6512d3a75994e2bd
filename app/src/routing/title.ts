import { translateData, type CatalogueKey } from '@wasl/i18n/typed';
import type { Params } from './match';

/**
 * SPEC §2's page-title rule, as data to translate: a route with an `agentEmail` segment is
 * 'Agent Profile', with `id` 'Inspect', with `ticketId` 'Ticket'; otherwise the last path segment
 * with dashes (and, our reading, underscores) as spaces and the first letter capitalised; the
 * product name when there is no segment.
 */
export type TitleRule =
  | { kind: 'agentProfile' }
  | { kind: 'inspect' }
  | { kind: 'ticket' }
  | { kind: 'product' }
  | { kind: 'segment'; segment: string; text: string };

export function humanise(segment: string): string {
  const spaced = segment.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toLocaleUpperCase('en') + spaced.slice(1);
}

export function titleRule(pathname: string, params: Params = {}): TitleRule {
  if ('agentEmail' in params) return { kind: 'agentProfile' };
  if ('id' in params) return { kind: 'inspect' };
  if ('ticketId' in params) return { kind: 'ticket' };
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return { kind: 'product' };
  let segment = last;
  try {
    segment = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  return { kind: 'segment', segment: segment.toLowerCase(), text: humanise(segment) };
}

/** `t` for the title's fixed keys, checked against the catalogue (ADR 015). */
export type TitleTranslate = (key: CatalogueKey<'shell' | 'common'>) => string;

/**
 * The translated title. Known segments have an Arabic title in `shell:titles.segments`; an unknown
 * one (a mistyped URL) keeps the humanised segment, since it is the visitor's own text. The
 * segment comes from the address, so its key is data: looked up in `i18n` by `translateData`.
 */
export function translateTitle(rule: TitleRule, t: TitleTranslate, i18n: object): string {
  switch (rule.kind) {
    case 'agentProfile':
      return t('shell:titles.agentProfile');
    case 'inspect':
      return t('shell:titles.inspect');
    case 'ticket':
      return t('shell:titles.ticket');
    case 'product':
      return t('common:product.name');
    case 'segment':
      return /^[\w-]+$/.test(rule.segment) ? (translateData(i18n, `shell:titles.segments.${rule.segment}`) ?? rule.text) : rule.text;
  }
}
