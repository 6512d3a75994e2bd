/**
 * Compile-time checks run by `tsc -b` (never executed): widgets use typed keys too
 * (src/i18next.d.ts, ADR 015). A key the catalogue does not have does not compile, whether through
 * a namespace's `t` or the whole catalogue's `KeyTranslator`; a status without a name in the
 * `data` namespace fails `statusTones.ts` itself.
 */
import type { TFunction } from 'i18next';
import type { KeyTranslator } from '@wasl/i18n/typed';
import { statusKey } from './DomainStatusPill/statusTones';

export function typedKeys(t: TFunction<'agents'>, tKey: KeyTranslator, reason: string): string[] {
  const known = [t('addAgent.title'), tKey('validation:required'), tKey(statusKey('order', 'delivered'))];
  // @ts-expect-error -- a key the agents namespace does not have
  t('addAgent.missing');
  // @ts-expect-error -- a full key the catalogue does not have
  tKey('validation:noSuchRule');
  // @ts-expect-error -- a key built from a plain string: a server's key goes through useServerMessage
  tKey(`errors:${reason}`);
  // @ts-expect-error -- a status the order lifecycle does not have
  statusKey('order', 'teleported');
  return known;
}
