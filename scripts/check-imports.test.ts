import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, importsOf } from './check-imports.mjs';

/** A tiny repository with our layers: tokens, api, ui, widgets, server; every file clean. */
const cleanTree: Record<string, string> = {
  'package.json': JSON.stringify({ workspaces: ['tokens', 'packages/api', 'packages/ui', 'packages/widgets', 'packages/server'] }),
  'tokens/package.json': JSON.stringify({ name: '@wasl/tokens', exports: { '.': './src/index.ts' } }),
  'tokens/src/index.ts': 'export const space = 4;\n',
  'packages/api/package.json': JSON.stringify({
    name: '@wasl/api',
    exports: { '.': './src/index.ts', './validators': './src/validators.ts', './client': './src/client.ts' },
  }),
  'packages/api/src/index.ts': "export * from './validators';\nexport * from './client';\nexport type Order = { id: string };\n",
  'packages/api/src/validators.ts': 'export const isEmail = (value: string) => value.includes("@");\n',
  'packages/api/src/client.ts': "import { ofetch } from 'ofetch';\nexport const client = ofetch;\n",
  'packages/ui/package.json': JSON.stringify({ name: '@wasl/ui', exports: { '.': './src/index.ts', './*': './src/*/index.ts' } }),
  'packages/ui/src/index.ts': "export * from './Field';\nexport * from './WaslProvider';\n",
  'packages/ui/src/Field/index.ts': "export * from './Field';\n",
  'packages/ui/src/Field/Field.tsx':
    "import { space } from '@wasl/tokens';\nimport { isEmail } from '@wasl/api/validators';\nexport const Field = () => space + Number(isEmail('a'));\n",
  'packages/ui/src/WaslProvider/index.ts': "import { createStore } from 'jotai';\nexport const store = createStore();\n",
  'packages/widgets/package.json': JSON.stringify({ name: '@wasl/widgets', exports: { '.': './src/index.ts' } }),
  'packages/widgets/src/index.ts':
    "import { Field } from '@wasl/ui';\nimport type { Order } from '@wasl/api';\nexport const OrderRow = (order: Order) => [order.id, Field()];\n",
  'packages/server/package.json': JSON.stringify({ name: '@wasl/server', exports: { '.': './src/index.ts' } }),
  'packages/server/src/index.ts': "import { isEmail } from '@wasl/api';\nexport const ok = isEmail('x');\n",
};

let root = '';
function repository(changes: Record<string, string> = {}) {
  root = mkdtempSync(path.join(tmpdir(), 'check-imports-'));
  for (const [file, text] of Object.entries({ ...cleanTree, ...changes })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return checkImports(root);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-imports', () => {
  it('passes a clean tree (ui uses the validators, widgets an API type, jotai only in WaslProvider)', () => {
    const result = repository();
    expect(result.violations).toEqual([]);
    expect(result.cycles).toEqual([]);
    expect(result.files).toBe(10);
  });

  it('fails on an import that goes up a layer', () => {
    const { violations } = repository({
      'packages/ui/src/Field/Field.tsx': "import { OrderRow } from '@wasl/widgets';\nexport const Field = () => OrderRow;\n",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^packages\/ui\/src\/Field\/Field\.tsx:1 imports '@wasl\/widgets': ui may not import widgets/),
    ]);
  });

  it('fails on a relative path into another layer just the same', () => {
    const { violations } = repository({
      'tokens/src/index.ts': "import { Field } from '../../packages/ui/src/Field';\nexport const space = Field;\n",
    });
    expect(violations).toEqual([expect.stringContaining('tokens may not import ui')]);
  });

  it('counts a type-only import as crossing, except where types are allowed', () => {
    const { violations } = repository({
      'packages/ui/src/Field/Field.tsx': "import type { Order } from '@wasl/api';\nexport const Field = (order: Order) => order.id;\n",
    });
    expect(violations).toEqual([expect.stringContaining('ui may import only @wasl/api/validators of api')]);
  });

  it('fails when widgets reach the API client, or ui imports jotai outside WaslProvider', () => {
    const { violations } = repository({
      'packages/widgets/src/index.ts': "import { client } from '@wasl/api/client';\nexport const load = client;\n",
      'packages/ui/src/Field/Field.tsx': "import { atom } from 'jotai';\nexport const Field = atom(0);\n",
    });
    expect(violations).toHaveLength(2);
    expect(violations).toContainEqual(expect.stringContaining("packages/widgets/src/index.ts:1 imports '@wasl/api/client'"));
    expect(violations).toContainEqual(expect.stringContaining('ui may not import jotai'));
  });

  it('holds tests to their layer: a widget test may not import the API root or the client', () => {
    const { violations } = repository({
      'packages/widgets/src/index.test.ts':
        "import { isEmail } from '@wasl/api';\nimport { client } from '@wasl/api/client';\nexport const checks = [isEmail, client];\n",
    });
    expect(violations).toEqual([
      expect.stringMatching(/^packages\/widgets\/src\/index\.test\.ts:1 imports '@wasl\/api': widgets may import only /),
      expect.stringMatching(/^packages\/widgets\/src\/index\.test\.ts:2 imports '@wasl\/api\/client': widgets may import only /),
    ]);
  });

  it('lets a widget test import what the widget may: the pure entry points', () => {
    const { violations } = repository({
      'packages/widgets/src/index.test.ts': "import { isEmail } from '@wasl/api/validators';\nexport const check = isEmail('a@b');\n",
    });
    expect(violations).toEqual([]);
  });

  it('fails when a screen or the shell imports the client, directly or through state/api (a deliberate violation)', () => {
    const { violations } = repository({
      'app/src/state/api.ts': "export const api = async () => (await import('@wasl/api/client')).client;\n",
      'app/src/state/orders.ts': "import { api } from './api';\nexport const orders = api;\n",
      'app/src/screens/Orders.tsx': "import { orders } from '../state/orders';\nexport const Orders = orders;\n",
      'app/src/screens/auth/Login.tsx': "import { api } from '../../state/api';\nexport const Login = api;\n",
      'app/src/shell/Newsletter.tsx': "import type { client } from '@wasl/api/client';\nexport type Newsletter = typeof client;\n",
    });
    expect(violations).toHaveLength(2);
    expect(violations).toContainEqual(
      expect.stringMatching(
        /^app\/src\/screens\/auth\/Login\.tsx:1 imports '\.\.\/\.\.\/state\/api': .* may not import app\/src\/state\/api\.ts/,
      ),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(
        /^app\/src\/shell\/Newsletter\.tsx:1 imports '@wasl\/api\/client': .* may not import packages\/api\/src\/client\.ts/,
      ),
    );
  });

  it('lets screens read and write through state, and state call the client', () => {
    const { violations } = repository({
      'app/src/state/api.ts': "export const api = async () => (await import('@wasl/api/client')).client;\n",
      'app/src/state/orders.ts': "import { api } from './api';\nexport const orders = api;\n",
      'app/src/screens/Orders.tsx': "import { orders } from '../state/orders';\nexport const Orders = orders;\n",
    });
    expect(violations).toEqual([]);
  });

  it('fails when the server imports the front end', () => {
    const { violations } = repository({
      'packages/server/src/index.ts': "import { Field } from '@wasl/ui';\nexport const page = Field;\n",
    });
    expect(violations).toEqual([expect.stringContaining('server may not import ui')]);
  });

  it('fails on a cycle, type-only imports included, and shows the loop', () => {
    const { cycles, violations } = repository({
      'packages/ui/src/Field/Field.tsx': "import type { Label } from './Label';\nexport const Field = (label: Label) => label;\n",
      'packages/ui/src/Field/Label.ts': "import { Field } from './Field';\nexport type Label = string;\nexport const use = Field;\n",
    });
    expect(violations).toEqual([]);
    expect(cycles).toEqual([
      'cycle of 2: packages/ui/src/Field/Field.tsx -> packages/ui/src/Field/Label.ts -> packages/ui/src/Field/Field.tsx',
    ]);
  });
});

describe('importsOf', () => {
  it('finds static, re-exported, dynamic and type-position imports and marks the type-only ones', () => {
    const found = importsOf(
      'x.ts',
      [
        "import a from 'a';",
        "import type { B } from 'b';",
        "import { type C } from 'c';",
        "import { type D, e } from 'd';",
        "export * from 'f';",
        "export type { G } from 'g';",
        "const h = import('h');",
        "let i: import('i').I;",
        "import './side-effect.css';",
      ].join('\n'),
    );
    expect(found.map(({ specifier, typeOnly }) => `${specifier}:${typeOnly}`)).toEqual([
      'a:false',
      'b:true',
      'c:true',
      'd:false',
      'f:false',
      'g:true',
      'h:false',
      'i:true',
      './side-effect.css:false',
    ]);
  });
});
