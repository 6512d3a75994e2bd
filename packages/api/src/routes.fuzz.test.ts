/**
 * Hostile and malformed input against every request schema of the route table: parsing must never
 * throw (the server turns failures into 400s), and whatever is accepted stays within bounds.
 * Values come from a seeded generator so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_PAGE } from './schemas/common';
import { routeList } from './routes';

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  'a'.repeat(100_000),
  "1'; DROP TABLE orders;--",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  'مرحبا بالعالم',
  '😀'.repeat(50),
  '-1',
  '0',
  '1e400',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '2.5',
  '10001',
  'true',
  'null',
  '#000000',
  '09:00',
  '2026-11',
  'demo@wasl.dev',
  '+966501234567',
];
const hostileNumbers = [0, -1, 1, 1.5, -0, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity];

function randomValue(random: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const roll = random();
  if (roll < 0.3) return pick(hostileStrings);
  if (roll < 0.45) return pick(hostileNumbers);
  if (roll < 0.5) return pick([null, undefined, true, false]);
  if (depth > 3) return pick(hostileStrings);
  if (roll < 0.7) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  const object: Record<string, unknown> = {};
  // defineProperty makes `__proto__` an own key, exactly as JSON.parse does for a hostile body.
  for (let index = Math.floor(random() * 5); index > 0; index--) {
    const key = pick(['__proto__', 'constructor', 'x', 'name', 'id']);
    Object.defineProperty(object, key, { value: randomValue(random, depth + 1), enumerable: true, configurable: true, writable: true });
  }
  return random() < 0.2 ? JSON.parse(`{"__proto__": ${JSON.stringify(object)}}`) : object;
}

/** A valid-looking object for a zod object schema: each key gets a random value, sometimes a hostile one. */
function shapedValue(schema: z.ZodType, random: () => number, asText: boolean): unknown {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) return randomValue(random);
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const candidate = randomValue(random);
    const text = typeof candidate === 'object' && candidate !== null ? JSON.stringify(candidate) : String(candidate);
    value[key] = asText && candidate !== undefined && typeof candidate !== 'string' ? text : candidate;
  }
  if (random() < 0.3) {
    Object.defineProperty(value, random() < 0.5 ? '__proto__' : 'isAdmin', {
      value: { polluted: true },
      enumerable: true,
      configurable: true,
    });
  }
  return value;
}

function walk(value: unknown, visit: (leaf: unknown) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value && typeof value === 'object' && !(value instanceof Blob)) Object.values(value).forEach((item) => walk(item, visit));
  else visit(value);
}

const parts = ['params', 'query', 'headers', 'body'] as const;

describe('request schemas under hostile input', () => {
  for (const route of routeList) {
    const schemas = parts.filter((part) => route[part]).map((part) => [part, route[part] as z.ZodType] as const);
    if (schemas.length === 0) continue;
    it(`${route.name}: never throws, accepts only bounded values`, () => {
      const random = mulberry32(route.name.length * 7919 + route.path.length);
      for (const [part, schema] of schemas) {
        const asText = part !== 'body' || route.bodyKind !== 'json';
        for (let run = 0; run < 250; run++) {
          const input = run % 2 === 0 ? randomValue(random) : shapedValue(schema, random, asText);
          let result: ReturnType<typeof schema.safeParse> | undefined;
          expect(() => (result = schema.safeParse(input)), `${part} ${JSON.stringify(input)?.slice(0, 200)}`).not.toThrow();
          if (!result?.success) continue;
          walk(result.data, (leaf) => {
            if (typeof leaf === 'string') expect(leaf.length, `${part} string`).toBeLessThanOrEqual(5000);
            if (typeof leaf === 'number') expect(Number.isFinite(leaf), `${part} number`).toBe(true);
          });
          const output = result.data as Record<string, unknown>;
          if (part === 'query' && 'page' in output) expect(output.page).toBeGreaterThanOrEqual(1);
          if (part === 'query' && 'page' in output) expect(output.page).toBeLessThanOrEqual(MAX_PAGE);
          expect(Object.prototype.hasOwnProperty.call(output, '__proto__'), `${part} kept __proto__`).toBe(false);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});
