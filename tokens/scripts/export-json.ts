import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeDesignTokens } from '../src/w3c';

const target = fileURLToPath(new URL('../tokens.json', import.meta.url));
writeFileSync(target, serializeDesignTokens());
console.log(`wrote ${target}`);
