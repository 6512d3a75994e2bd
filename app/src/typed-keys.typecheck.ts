/**
 * Compile-time checks run by `tsc -b` (never executed): the app uses typed keys too
 * (src/i18next.d.ts, ADR 015). A key the catalogue does not have does not compile, whether through
 * a screen's `t`, another namespace's `{ ns }`, the whole catalogue's `KeyTranslator` or a closed
 * list's ids; a key built from a plain string goes through `translateData`.
 */
import type { TFunction } from 'i18next';
import { translateData, type KeyTranslator, type KeysUnder } from '@wasl/i18n/typed';

export function typedKeys(
  t: TFunction<'orders'>,
  tKey: KeyTranslator,
  i18n: object,
  item: KeysUnder<'navigation', 'sidebar.items'>,
  reason: string,
): string[] {
  const known = [
    t('screen.notSent.insufficientBalance'),
    t('somethingWentWrong', { ns: 'errors' }),
    tKey(`navigation:sidebar.items.${item}`),
    translateData(i18n, `errors:${reason}`) ?? t('somethingWentWrong', { ns: 'errors' }),
  ];
  // @ts-expect-error -- a key the orders namespace does not have
  t('screen.noSuchKey');
  // @ts-expect-error -- another namespace's key written with a prefix the hook was not given: use `{ ns }` or useKeyTranslator
  t('errors:somethingWentWrong');
  // @ts-expect-error -- a full key the catalogue does not have
  tKey('shell:titles.noSuchTitle');
  // @ts-expect-error -- a key built from a plain string: a key from data goes through translateData
  tKey(`errors:${reason}`);
  // @ts-expect-error -- an id the sidebar's texts do not have
  const unknownItem: KeysUnder<'navigation', 'sidebar.items'> = 'teleport';
  return [...known, unknownItem];
}
