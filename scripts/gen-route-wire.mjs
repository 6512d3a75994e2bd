#!/usr/bin/env node
// Writes packages/api/src/routes/wire.ts: how each route of the table travels (method, path, auth,
// body and answer kinds), without its zod schemas, for the browser's client (packages/api/src/client.ts
// explains why). Run after changing a route: `npm run gen:wire`. wire.test.ts fails when the entries and
// the table disagree, so it cannot drift.
// Run with tsx (the table is TypeScript): node --import tsx scripts/gen-route-wire.mjs
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { routes } from '../packages/api/src/routes/index.ts';
import { renderRouteWire } from '../packages/api/src/routes/wireSource.ts';

const file = fileURLToPath(new URL('../packages/api/src/routes/wire.ts', import.meta.url));
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(renderRouteWire(routes), { ...options, filepath: file }));
console.log(`wrote ${Object.keys(routes).length} routes to packages/api/src/routes/wire.ts`);
