/** The part of autocannon 8 (no bundled types, no @types package) that bench/run.ts uses. */
declare module 'autocannon' {
  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    non2xx: number;
    /** Answers with a 2xx status. */
    '2xx': number;
    timeouts: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Rewrites each request before it is sent. */
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
  }
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many requests. */
    amount?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
