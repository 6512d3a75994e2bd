/**
 * Compile-time checks run by `tsc -b` (never executed): under typed keys (src/i18next.d.ts, ADR
 * 015) a key the English catalogue does not have does not compile, and neither does a key built
 * from a plain string; data-driven keys go through `translateData`.
 */
import type { TFunction } from 'i18next';
import { translateData } from '@wasl/i18n/typed';

export function typedKeys(t: TFunction<'layout'>, i18n: object, status: string): string[] {
  const known = [t('skipToContent'), t('product.name', { ns: 'common' }), translateData(i18n, `data:status.${status}`) ?? status];
  // @ts-expect-error -- a key the layout namespace does not have
  t('missing.key');
  // @ts-expect-error -- a namespace the catalogue does not have
  t('product.name', { ns: 'nowhere' });
  // @ts-expect-error -- a key built from a plain string: use translateData
  t(`status.${status}`);
  return known;
}
