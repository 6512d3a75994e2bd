import { openDb } from '/work/main/packages/server/src/db/db.ts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
for (let i = 0; i < 2; i++) {
  let t = performance.now(); const db = await openDb({ migrate: false }); const boot = performance.now() - t;
  t = performance.now(); const db2 = await openDb({}); const full = performance.now() - t;
  const lite = (db2 as any).lite ?? null;
  console.log('boot', Math.round(boot), 'boot+migrate', Math.round(full));
  await db.close(); await db2.close();
}
{
  const src = new PGlite({ extensions: { pg_trgm } }); await src.waitReady;
  const t0 = performance.now(); const dump = await src.dumpDataDir('none'); console.log('dump', Math.round(performance.now() - t0), dump.size);
  const t = performance.now(); const c = new PGlite({ loadDataDir: dump, extensions: { pg_trgm } }); await c.waitReady; console.log('load', Math.round(performance.now() - t));
}
