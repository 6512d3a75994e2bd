/** Multi-row INSERT in chunks (PostgreSQL allows 65,535 parameters per statement). */
import type { Queryable, Row } from '../db/db.ts';

const MAX_PARAMS = 30_000;

export interface InsertOptions {
  /** `RETURNING` clause, e.g. 'id'. Rows come back in input order. */
  returning?: string;
  /** Column → SQL type cast for the placeholder (jsonb, date, …). Objects are JSON-encoded for jsonb. */
  casts?: Record<string, string>;
}

export async function insertRows(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: InsertOptions = {},
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const casts = columns.map((c) => options.casts?.[c]);
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const out: Row[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`insertRows(${table}): ${row.length} values for ${columns.length} columns`);
      const cells = row.map((value, i) => {
        const cast = casts[i];
        params.push(cast === 'jsonb' && value !== null ? JSON.stringify(value) : value instanceof Date ? value.toISOString() : value);
        return cast ? `$${params.length}::${cast}` : `$${params.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${options.returning ? ` RETURNING ${options.returning}` : ''}`;
    const result = await q.query<Row>(sql, params);
    out.push(...result.rows);
  }
  return out;
}
