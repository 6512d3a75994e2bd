import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from './index';
import { routeWire } from './wire';
import { wireOf } from './wireSource';

describe('routeWire (the schema-free table the browser client calls with)', () => {
  it('has exactly the routes of the table, each with its method, path, auth and body and answer kinds (else: npm run gen:wire)', () => {
    expect(Object.keys(routeWire).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, definition] of Object.entries(routes))
      expect(routeWire[name as keyof typeof routes], name).toEqual(wireOf(definition));
  });

  it('imports nothing at runtime, so the client never pulls the schemas and zod in', () => {
    const source = readFileSync(new URL('./wire.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import .*$/gm)].map(([line]) => line);
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
