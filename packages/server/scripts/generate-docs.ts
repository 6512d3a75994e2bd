/** Writes the developer docs' data (see docs-data.ts), formatted as the repository's Prettier would: `npm run docs -w @wasl/server`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildDocsData } from './docs-data.ts';

const file = fileURLToPath(new URL('../../../app/src/screens/docs/docs-data.json', import.meta.url));
const options = (await resolveConfig(file)) ?? {};
writeFileSync(file, await format(JSON.stringify(buildDocsData()), { ...options, filepath: file }));
console.log(`wrote ${file}`);
