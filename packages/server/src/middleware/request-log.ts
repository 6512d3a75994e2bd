/**
 * Request log for the health page: each answered request is queued in memory and written in
 * batches (one multi-row INSERT per second or per 200 entries), off the request's hot path.
 * A crash loses at most the last second of log lines, never a business write.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../config.ts';
import type { Db } from '../db/db.ts';

interface Entry {
  merchantId: number | null;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  kind: string;
  at: Date;
}

export class RequestLog {
  private queue: Entry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly options: { intervalMs?: number; batch?: number } = {},
  ) {}

  push(entry: Entry): void {
    this.queue.push(entry);
    if (this.queue.length >= (this.options.batch ?? 200)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs ?? 1000).unref();
  }

  /** Writes what is queued; resolves when written (tests and shutdown await it). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue.splice(0, this.queue.length);
    if (batch.length === 0) return this.flushing;
    this.flushing = this.flushing.then(async () => {
      const values: unknown[] = [];
      const rows = batch.map((e, i) => {
        values.push(e.merchantId, e.method, e.route.slice(0, 200), e.status, e.durationMs, e.kind, e.at);
        const b = i * 7;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
      });
      try {
        await this.db.query(
          `INSERT INTO request_log (merchant_id, method, route, status, duration_ms, kind, at) VALUES ${rows.join(', ')}`,
          values,
        );
      } catch (error) {
        this.log.warn('request log write failed', (error as Error).message);
      }
    });
    return this.flushing;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const started = performance.now();
      await next();
      const path = c.req.path;
      if (!path.startsWith('/merchant/') && !path.startsWith('/integration/') && !path.startsWith('/public/')) return;
      const merchantId = c.get('merchantId');
      this.push({
        merchantId: merchantId ?? null,
        method: c.req.method,
        route: matchedRoute(routePath(c, -1)),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
        kind: path.startsWith('/integration/') ? 'integration' : path.startsWith('/public/') ? 'public' : 'dashboard',
        at: new Date(),
      });
    };
  }
}

function matchedRoute(pattern: string): string {
  return !pattern || pattern === '*' || pattern === '/*' ? '(unmatched)' : pattern;
}
