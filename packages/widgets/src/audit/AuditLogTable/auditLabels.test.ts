import { describe, expect, it } from 'vitest';
import { auditActions, auditActorKinds } from '@wasl/api/models';
import { resources } from '@wasl/i18n';

/** `actions.password.changed` in a nested catalogue, or undefined. */
const lookup = (catalogue: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), catalogue);

describe('audit log labels', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`every action of @wasl/api auditActions has a label in ${locale}`, () => {
      const missing = auditActions.filter((action) => {
        const label = lookup(resources[locale]?.audit, `actions.${action}`);
        return typeof label !== 'string' || label.trim() === '';
      });
      expect(missing).toEqual([]);
    });

    it(`every actor kind has a role label in ${locale}`, () => {
      for (const kind of auditActorKinds) expect(lookup(resources[locale]?.audit, `roles.${kind}`), kind).toEqual(expect.any(String));
    });
  }

  it('labels no action that is not in auditActions (a removed action leaves no stale label)', () => {
    const leaves = (node: unknown, prefix = ''): string[] =>
      Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(leaves(lookup(resources.en?.audit, 'actions')).sort()).toEqual([...auditActions].sort());
  });
});
