#!/usr/bin/env node
// `npm run check:imports` (a step of `npm test`): fails on any import cycle and on any import that
// crosses the layers the wrong way. The rules are the table below; ARCHITECTURE.md draws them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Each layer, the folders it is made of, and what of ours it may import. A layer not listed under
 * `may` is forbidden (type-only imports included, unless `typesFrom` allows them). `only` narrows
 * a layer to some of its entry points: runtime and type imports may reach only those files. Tests
 * obey the same rules as the code beside them: a widget test that needs the API's data imports it
 * from the pure entry points, as the widget does.
 */
export const layers = [
  { name: 'tokens', dirs: ['tokens'], may: {} },
  { name: 'i18n', dirs: ['packages/i18n'], may: {} },
  { name: 'api', dirs: ['packages/api'], may: { i18n: {} } },
  {
    name: 'ui',
    dirs: ['packages/ui'],
    may: {
      tokens: {},
      i18n: {},
      // The one exception: form fields validate with the same rules the server applies (SPEC §5),
      // so ui imports the shared validators (pure functions, no client) and nothing else of the API.
      api: { only: ['@wasl/api/validators'] },
    },
  },
  {
    name: 'widgets',
    dirs: ['packages/widgets'],
    may: {
      tokens: {},
      i18n: {},
      ui: {},
      // Widgets take data as props: entity types from anywhere in the API, runtime code only from
      // its pure entry points (validators, domain models such as the chatbot flow), never the client.
      api: { only: ['@wasl/api/validators', '@wasl/api/types', '@wasl/api/models'], typesFrom: 'any' },
    },
  },
  { name: 'app', dirs: ['app'], may: { tokens: {}, i18n: {}, ui: {}, widgets: {}, api: {} } },
  // The server shares the API contract and the message catalogue, nothing of the front end.
  { name: 'server', dirs: ['packages/server'], may: { api: {}, i18n: { only: ['@wasl/i18n/catalogue'] } } },
  { name: 'stories', dirs: ['stories', '.storybook'], may: { tokens: {}, i18n: {}, ui: {}, widgets: {}, api: {}, app: {} } },
];

/** Third-party packages a layer may not import, or only from some folders. */
export const externalRules = [
  { layer: 'ui', packages: ['wouter', 'ofetch'], reason: 'ui has no routing and no fetching' },
  {
    layer: 'ui',
    packages: ['jotai'],
    except: ['packages/ui/src/WaslProvider/'],
    reason: 'ui components take state as props; only WaslProvider provides the store',
  },
  { layer: 'widgets', packages: ['jotai', 'wouter', 'ofetch'], reason: 'widgets take data and callbacks as props' },
];

/**
 * Rules inside a layer: files under `from` may not import `modules` (files of the repository, or a
 * package's entry point), type-only imports included. The client is reached through app/src/state
 * only (ADR 004): screens and the shell read resources and run mutations, they never call it.
 */
export const internalRules = [
  {
    from: ['app/src/screens/', 'app/src/shell/'],
    modules: ['app/src/state/api.ts', 'app/src/state/client.ts', '@wasl/api/client'],
    reason: 'screens and the shell read resources and run mutations of app/src/state; only state calls the client',
  },
];

/** Everything else (scripts, tools, root configs) is tooling: it may import anything, and nothing imports it. */
const tooling = { name: 'tooling', dirs: [], may: null };

const codeExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];
const skipDirs = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git', '.visual-diff', '.data', '__baselines__']);

const toPosix = (file) => file.split(path.sep).join('/');

function walk(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name) && !entry.name.startsWith('.data')) walk(path.join(dir, entry.name), files);
    } else if (codeExtensions.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts')) {
      files.push(path.join(dir, entry.name));
    }
  }
  return files;
}

/** Our workspace packages: name -> { dir, exports }. */
function readWorkspaces(root) {
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = new Map();
  for (const dir of rootPackage.workspaces ?? []) {
    const file = path.join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const exports = typeof json.exports === 'string' ? { '.': json.exports } : (json.exports ?? { '.': json.main ?? './index.js' });
    packages.set(json.name, { dir: path.join(root, dir), exports });
  }
  return packages;
}

function resolveFile(candidate) {
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // TypeScript sources are imported as './x' or './x.js'.
  const base = candidate.replace(/\.(m?js|jsx)$/, '');
  for (const extension of codeExtensions) if (existsSync(base + extension)) return base + extension;
  for (const extension of codeExtensions) {
    const index = path.join(candidate, `index${extension}`);
    if (existsSync(index)) return index;
  }
  return null;
}

function resolveExport(pkg, subpath) {
  const target = pkg.exports[subpath];
  const pick = (value) => (typeof value === 'string' ? value : (value?.import ?? value?.default ?? null));
  if (target !== undefined) return pick(target) && resolveFile(path.join(pkg.dir, pick(target)));
  for (const [pattern, value] of Object.entries(pkg.exports)) {
    const star = pattern.indexOf('*');
    if (star === -1) continue;
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= pattern.length - 1) {
      const middle = subpath.slice(prefix.length, subpath.length - suffix.length);
      const resolved = pick(value);
      if (resolved) return resolveFile(path.join(pkg.dir, resolved.replace('*', middle)));
    }
  }
  return null;
}

/** A specifier -> { file } for our code, { external: name } for a third-party package, or null (assets). */
function resolver(workspaces) {
  return (specifier, fromFile) => {
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      const file = resolveFile(path.resolve(path.dirname(fromFile), specifier));
      return file && codeExtensions.includes(path.extname(file)) ? { file } : null;
    }
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const pkg = workspaces.get(name);
    if (!pkg) return { external: name };
    const subpath = specifier === name ? '.' : `./${specifier.slice(name.length + 1)}`;
    const file = resolveExport(pkg, subpath);
    return file ? { file } : { unresolved: true };
  };
}

/** Every import of a file: specifier, line, and whether it is type-only (erased at build time). */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const add = (literal, typeOnly) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    found.push({ specifier: literal.text, typeOnly, line: source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1 });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = Boolean(
        clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((element) => element.isTypeOnly))),
      );
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      add(node.moduleSpecifier, node.isTypeOnly || Boolean(named && named.length > 0 && named.every((element) => element.isTypeOnly)));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function layerOf(relative, allLayers) {
  return allLayers.find((layer) => layer.dirs.some((dir) => relative === dir || relative.startsWith(`${dir}/`))) ?? tooling;
}

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (start) => {
    // Iterative Tarjan: the graph has a few thousand edges, recursion would do too, but stays safe.
    const work = [[start, 0]];
    indices.set(start, index);
    low.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, position] = frame;
      const edges = [...(graph.get(node) ?? [])];
      if (position < edges.length) {
        frame[1] += 1;
        const next = edges[position];
        if (!indices.has(next)) {
          indices.set(next, index);
          low.set(next, index);
          index += 1;
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return cycles;
}

/** One concrete loop through a component, for the message: a -> b -> … -> a. */
function loopThrough(component, graph) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component, start];
}

/**
 * Checks a repository: `dirs` limits which folders are read (all layers' folders by default).
 * Returns the layer violations and the cycles, as readable lines.
 */
export function checkImports(root, { dirs } = {}) {
  const workspaces = readWorkspaces(root);
  const resolve = resolver(workspaces);
  const roots = (dirs ?? layers.flatMap((layer) => layer.dirs)).map((dir) => path.join(root, dir)).filter((dir) => existsSync(dir));
  const files = roots.flatMap((dir) => walk(dir));
  const relativeOf = (file) => toPosix(path.relative(root, file));
  const layerByName = new Map(layers.map((layer) => [layer.name, layer]));
  const allowedFiles = (only) =>
    new Set(only.map((specifier) => resolve(specifier, path.join(root, 'package.json'))?.file).filter(Boolean));

  const internal = internalRules.map((rule) => ({
    ...rule,
    files: new Set(
      rule.modules
        .map((module) =>
          module.startsWith('@') ? resolve(module, path.join(root, 'package.json'))?.file : resolveFile(path.join(root, module)),
        )
        .filter(Boolean),
    ),
  }));

  const violations = [];
  const graph = new Map();
  for (const file of files) {
    const from = relativeOf(file);
    const fromLayer = layerOf(from, layers);
    const edges = new Set();
    graph.set(file, edges);
    for (const { specifier, typeOnly, line } of importsOf(file)) {
      const target = resolve(specifier, file);
      if (!target) continue;
      const where = `${from}:${line} imports '${specifier}'`;
      if (target.unresolved) {
        violations.push(`${where}: not an entry point of that package (see its package.json exports)`);
        continue;
      }
      if (target.external) {
        for (const rule of externalRules) {
          if (rule.layer !== fromLayer.name || !rule.packages.includes(target.external)) continue;
          if (rule.except?.some((dir) => from.startsWith(dir))) continue;
          violations.push(`${where}: ${fromLayer.name} may not import ${target.external} (${rule.reason})`);
        }
        continue;
      }
      edges.add(target.file);
      for (const rule of internal) {
        if (rule.from.some((dir) => from.startsWith(dir)) && rule.files.has(target.file)) {
          violations.push(`${where}: ${rule.from.join(' and ')} may not import ${relativeOf(target.file)} (${rule.reason})`);
        }
      }
      if (fromLayer.may === null) continue;
      const to = relativeOf(target.file);
      const toLayer = layerOf(to, layers);
      if (toLayer === fromLayer) continue;
      if (toLayer === tooling) {
        violations.push(`${where}: ${fromLayer.name} may not import tooling (${to})`);
        continue;
      }
      const permission = fromLayer.may[toLayer.name];
      if (!permission) {
        violations.push(
          `${where}: ${fromLayer.name} may not import ${toLayer.name} (${layerByName.get(fromLayer.name).dirs.join(', ')} -> ${to})`,
        );
        continue;
      }
      if (!permission.only) continue;
      if (typeOnly && permission.typesFrom === 'any') continue;
      if (!allowedFiles(permission.only).has(target.file)) {
        violations.push(
          `${where}: ${fromLayer.name} may import only ${permission.only.join(', ')} of ${toLayer.name}${permission.typesFrom === 'any' ? ' (types from anywhere)' : ''}`,
        );
      }
    }
  }
  // Cycles among the files read (an edge to a file outside them cannot close a loop).
  for (const edges of graph.values()) for (const target of [...edges]) if (!graph.has(target)) edges.delete(target);
  const cycles = findCycles(graph).map(
    (component) => `cycle of ${component.length}: ${loopThrough(component, graph).map(relativeOf).join(' -> ')}`,
  );
  return { files: files.length, violations, cycles };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const started = Date.now();
  const { files, violations, cycles } = checkImports(root);
  for (const line of [...violations, ...cycles]) console.error(`✗ ${line}`);
  const summary = `${files} files, ${violations.length} layer violations, ${cycles.length} import cycles (${Date.now() - started} ms)`;
  if (violations.length > 0 || cycles.length > 0) {
    console.error(`check-imports: ${summary}`);
    process.exit(1);
  }
  console.log(`check-imports: ${summary}`);
}
