/**
 * Migrations are forward-only (docs/adr/012-backups-and-upgrades.md): ids run 1..N with no gap, a
 * released migration never changes (test/fixtures/released-migrations.json holds the SHA-256 of the
 * SQL of every one on the landed main), and new ones append. `migrate(db, { through })` stops where
 * asked, and a later call carries the database forward.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openTestDbAt } from '../../test/harness.ts';
import { appliedMigrations, migrate } from './migrate.ts';
import { migrations } from './migrations.ts';

const released = (
  JSON.parse(readFileSync(new URL('../../test/fixtures/released-migrations.json', import.meta.url), 'utf8')) as {
    migrations: { id: number; name: string; sha256: string }[];
  }
).migrations;

const RELEASED_LEVEL = Math.max(...released.map((m) => m.id));
const sha256 = (sql: string) => createHash('sha256').update(sql).digest('hex');

describe('migrations are forward-only', () => {
  it('are numbered 1..N in order, with no gap and no repeat', () => {
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_, i) => i + 1));
  });

  it('never change once released: every released id, name and SQL is as it was on main', () => {
    expect(released.length).toBeGreaterThanOrEqual(27);
    for (const entry of released) {
      const now = migrations.find((m) => m.id === entry.id);
      expect(now, `migration ${entry.id} (${entry.name}) was removed`).toBeDefined();
      expect({ id: now!.id, name: now!.name, sha256: sha256(now!.sql) }, `migration ${entry.id} changed: append a new one instead`).toEqual(
        entry,
      );
    }
  });

  it('append after the released ones', () => {
    expect(released.map((m) => m.id)).toEqual(released.map((_, i) => i + 1));
    expect(migrations.slice(RELEASED_LEVEL).every((m) => m.id > RELEASED_LEVEL)).toBe(true);
  });

  it('stop at `through` and carry on from there', async () => {
    const db = await openTestDbAt(RELEASED_LEVEL);
    try {
      expect(await appliedMigrations(db)).toEqual(released.map((m) => m.id));
      expect(await migrate(db, { through: RELEASED_LEVEL })).toBe(0);
      expect(await migrate(db)).toBe(migrations.length - RELEASED_LEVEL);
      expect(await appliedMigrations(db)).toEqual(migrations.map((m) => m.id));
      expect(await migrate(db)).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
