/**
 * `node --import tsx packages/server/bench/rls.ts [--postgres]`: what row-level security costs a
 * tenant read (ADR 018). The same small indexed read, interleaved in rounds: as the owner (`one(db, …)`,
 * no RLS) and through `tenant(db, id)` (a tenant transaction: role and merchant set, the read,
 * COMMIT). Prints the median per read of each, in ms, on the seeded demo data. PostgreSQL: a
 * throwaway cluster (or DATABASE_URL), connected as the non-superuser wasl_app.
 */
import { startCluster } from '../scripts/pg-cluster.ts';
import { one, openDb } from '../src/db/db.ts';
import { tenant } from '../src/db/tenant.ts';
import { DEMO, seed } from '../src/seed/index.ts';

const postgres = process.argv.includes('--postgres');
const cluster = postgres && !process.env.DATABASE_URL ? await startCluster() : undefined;
const db = await openDb({ databaseUrl: postgres ? (process.env.DATABASE_URL ?? cluster?.url) : undefined });
try {
  await seed(db);
  const id = (await one<{ id: number }>(db, 'SELECT id FROM merchants WHERE lower(email) = $1', [DEMO.email]))!.id;
  const SQL = `SELECT count(*) AS n FROM orders WHERE merchant_id = $1 AND status = 'placed'`;
  const ROUNDS = 15;
  const PER = 200;
  const owner: number[] = [];
  const asTenant: number[] = [];
  const time = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    for (let i = 0; i < PER; i += 1) await fn();
    return (performance.now() - start) / PER;
  };
  const t = tenant(db, id);
  for (let round = 0; round < ROUNDS; round += 1) {
    owner.push(await time(() => one(db, SQL, [id])));
    asTenant.push(await time(() => t.one(SQL)));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const [o, r] = [median(owner.slice(2)), median(asTenant.slice(2))];
  console.log(
    `${db.kind}: per read, median of ${ROUNDS - 2} rounds of ${PER}: owner ${o.toFixed(3)} ms, tenant (RLS) ${r.toFixed(3)} ms, +${(r - o).toFixed(3)} ms (×${(r / o).toFixed(2)})`,
  );
} finally {
  await db.close();
  cluster?.stop();
}
