import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of src/ and the boundary rules that src/architecture.test.ts enforces
 * (docs/architecture.md explains them). Imports are read with a regular expression: the project
 * only uses static `import … from`, `export … from` and `import('…')` with relative paths.
 */

const SRC = path.resolve(import.meta.dirname);

export interface ImportEdge {
  /** Importing file, relative to src/, e.g. `server/features/cart/view.ts`. */
  from: string;
  /** Imported file, relative to src/. */
  to: string;
  /** `import type …` / `export type …`: no module is loaded at run time. */
  typeOnly: boolean;
}

/**
 * The admin area's modules: its routes and layout, its components and the admin feature areas.
 * Matches a path relative to src/ (`web/app/routes/admin/…`, the import graph's) or one through
 * src/ (a bundler's module id); the storefront's bundle and texts tests keep out of them.
 */
const ADMIN_AREA = [
  /web\/app\/routes\/admin\//,
  /web\/app\/layouts\/admin\//,
  /web\/components\/admin\//,
  /web\/features\/[a-z-]+-admin\//,
  /web\/features\/(dashboard|admin-search)\//,
].map((area) => new RegExp(`(?:^|/src/)${area.source}`));

export const isAdminAreaModule = (file: string): boolean =>
  ADMIN_AREA.some((area) => area.test(file));

export type Rule =
  | 'server-area-public-module'
  | 'server-infrastructure-imports-feature'
  | 'server-composition-root'
  | 'web-feature-public-module'
  | 'web-layering'
  | 'sides';

const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The .ts/.tsx files under `dir` (declaration files left out), recursively. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null; // JSON, CSS and other assets are not part of the module graph's rules.
}

export function importGraph(root = SRC): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[3] ?? match[4];
      const target = resolve(file, specifier);
      if (!target) continue;
      edges.push({
        from: path.relative(root, file),
        to: path.relative(root, target),
        typeOnly: Boolean(match[2]),
      });
    }
  }
  return edges;
}

/** Tests and their fixtures arrange rows directly; the boundaries are for the shipped code. */
export function isTestFile(file: string): boolean {
  const name = path.basename(file);
  return (
    /\.test\.tsx?$/.test(name) ||
    name.startsWith('test-') ||
    file.startsWith('server/test/') ||
    file.startsWith('web/test/')
  );
}

/** `server/features/cart/view.ts` → `cart`; `web/features/cart/api/x.ts` → `cart`. */
export function areaOf(file: string, side: 'server' | 'web'): string | null {
  const parts = file.split('/');
  return parts[0] === side && parts[1] === 'features' ? parts[2] : null;
}

/** `server/features/cart/api/x.ts` → `api/x.ts`: the path inside the area. */
function insideArea(file: string): string {
  return file.split('/').slice(3).join('/');
}

const COMPOSITION_ROOT = new Set([
  'server/app.ts',
  'server/services.ts',
  'server/server.ts',
  'server/bootstrap.ts',
]);

function breaks(edge: ImportEdge, rule: Rule): boolean {
  const { from, to } = edge;
  switch (rule) {
    case 'server-area-public-module': {
      const a = areaOf(from, 'server');
      const b = areaOf(to, 'server');
      if (!a || !b || a === b) return false;
      const target = insideArea(to);
      if (target === 'index.ts') return false;
      // Foreign keys: one database, so a table may reference another area's table.
      return !(path.basename(from) === 'tables.ts' && target === 'tables.ts');
    }
    case 'server-infrastructure-imports-feature':
      return /^server\/(lib|plugins)\//.test(from) && to.startsWith('server/features/');
    case 'server-composition-root':
      // app.ts and services.ts know every area; nothing below them may know them back.
      return (
        /^server\/(features|lib|plugins)\/|^server\/context\.ts$/.test(from) &&
        COMPOSITION_ROOT.has(to)
      );
    case 'web-feature-public-module': {
      const a = areaOf(from, 'web');
      const b = areaOf(to, 'web');
      if (!a || !b || a === b) return false;
      const target = insideArea(to);
      return !(/^index\.tsx?$/.test(target) || target.startsWith('api/'));
    }
    case 'web-layering':
      if (/^web\/(lib|components)\//.test(from)) return /^web\/(features|app)\//.test(to);
      if (from.startsWith('web/features/')) return to.startsWith('web/app/');
      return false;
    case 'sides':
      if (from.startsWith('shared/')) return !to.startsWith('shared/');
      if (from.startsWith('web/')) return to.startsWith('server/');
      // The server renderer loads the built web bundle; it may know its types, nothing else.
      if (from.startsWith('server/') && to.startsWith('web/')) {
        return !(edge.typeOnly && to === 'web/entry-server.tsx');
      }
      return false;
  }
}

export function violations(graph: ImportEdge[], rule: Rule): string[] {
  const shipped = rule === 'sides' ? graph : graph.filter((edge) => !isTestFile(edge.from));
  return shipped.filter((edge) => breaks(edge, rule)).map((edge) => `${edge.from} -> ${edge.to}`);
}

/** Strongly connected components with more than one member (Tarjan). */
function cycles(nodes: Iterable<string>, next: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node)!, index.get(other)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

function adjacency(pairs: [string, string][]): Map<string, Set<string>> {
  const next = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)!.add(b);
  }
  return next;
}

/**
 * Areas a server file reaches through `ctx.services.<name>` (routes do; see services.ts): a
 * dependency as real as an import, so the cycle check counts it. A service's name is its area's,
 * or the area's name followed by what part it is (`catalogAdmin`, `usersAdmin`).
 */
export function serviceReferences(root = SRC): { from: string; area: string }[] {
  const areas = readdirSync(path.join(root, 'server/features'));
  const areaOfService = (name: string) =>
    SERVICE_AREAS[name] ??
    areas.find((area) => name === area.replace(/-./g, (m) => m[1].toUpperCase())) ??
    areas.find((area) => name.startsWith(area.replace(/s$/, ''))) ??
    `unknown service "${name}"`;
  const found: { from: string; area: string }[] = [];
  for (const file of sourceFiles(path.join(root, 'server/features'))) {
    const from = path.relative(root, file);
    if (isTestFile(from)) continue;
    const text = readFileSync(file, 'utf8');
    const names = [
      ...[...text.matchAll(/ctx\.services\.(\w+)/g)].map((m) => m[1]),
      ...[...text.matchAll(/\{([^{}]*)\}\s*=\s*(?:app\.)?ctx\.services(?![.\w])/g)].flatMap((m) =>
        m[1].split(',').map((part) => part.split(':')[0].trim()),
      ),
    ].filter(Boolean);
    for (const name of new Set(names)) found.push({ from, area: areaOfService(name) });
  }
  return found;
}

/** Services whose name is not their area's. */
const SERVICE_AREAS: Record<string, string> = { legal: 'site', reviews: 'catalog' };

/** The code without its comments (a `//` after `:` is kept: it is a URL). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * SQL written by hand (`sql\`… from products …\``) that names another area's table: the same
 * reach into its storage as importing its tables.ts, invisible to the import graph.
 */
export function crossAreaSql(root = SRC): string[] {
  const features = path.join(root, 'server/features');
  const owner = new Map<string, string>();
  for (const area of readdirSync(features)) {
    const tables = path.join(features, area, 'tables.ts');
    if (!existsSync(tables)) continue;
    for (const m of readFileSync(tables, 'utf8').matchAll(/pgTable\(\s*['"](\w+)['"]/g)) {
      owner.set(m[1], area);
    }
  }
  const found: string[] = [];
  for (const file of sourceFiles(features)) {
    const from = path.relative(root, file);
    if (isTestFile(from) || path.basename(file) === 'tables.ts') continue;
    const area = areaOf(from, 'server');
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const m of code.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi)) {
      const table = owner.get(m[1]);
      if (table && table !== area) found.push(`${from}: ${m[0]}`);
    }
  }
  return found;
}

/**
 * Cycles between the areas of one side, counting every shipped import (types included) and, on
 * the server, every reach through `ctx.services`.
 */
export function areaCycles(graph: ImportEdge[], side: 'server' | 'web'): string[][] {
  const pairs: [string, string][] = [];
  for (const edge of graph) {
    if (isTestFile(edge.from)) continue;
    const a = areaOf(edge.from, side);
    const b = areaOf(edge.to, side);
    if (a && b && a !== b) pairs.push([a, b]);
  }
  if (side === 'server') {
    for (const { from, area } of serviceReferences()) {
      const a = areaOf(from, side);
      if (a && a !== area) pairs.push([a, area]);
    }
  }
  const next = adjacency(pairs);
  return cycles(next.keys(), next);
}

/** Cycles between shipped files, type imports included: a cycle of types is still a tangle. */
export function fileCycles(graph: ImportEdge[]): string[][] {
  const pairs = graph
    .filter((edge) => !isTestFile(edge.from))
    .map((edge): [string, string] => [edge.from, edge.to]);
  const next = adjacency(pairs);
  return cycles(next.keys(), next);
}

/** The one module allowed to write an order's statuses (docs/decisions/037-order-lifecycle.md). */
export const LIFECYCLE_MODULE = 'server/features/orders/lifecycle.ts';

const STATUS_FIELD = /\b(?:paymentStatus|deliveryStatus|payment_status|delivery_status)\b/;

/** The text of the bracketed argument that starts at `open` (`(` or `{`), brackets balanced. */
function bracketed(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    if (depth === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

/**
 * The writes of an order status in one file's code (comments removed): drizzle `.set({…})` or an
 * upsert's `set: {…}` naming `paymentStatus`/`deliveryStatus`, an `.update(orders).set(…)` whose
 * values are spread or passed in (unreadable, so refused), and hand-written SQL
 * `update orders … set … payment_status =` (or `delivery_status`). Creating an order with its
 * first statuses (an INSERT) is not a write of this kind.
 */
export function statusWritesIn(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/\.set\s*\(|\bset\s*:\s*\{/g)) {
    const open = m.index + m[0].length - 1;
    const argument = bracketed(code, open);
    if (STATUS_FIELD.test(argument)) found.push(`${m[0]}${argument.slice(1, 80)}`.trim());
  }
  // An orders update whose values the scan cannot read (a spread, a variable) might write them.
  for (const m of code.matchAll(/\.update\(\s*orders\s*\)\s*\.set\s*\(/g)) {
    const argument = bracketed(code, m.index + m[0].length - 1);
    if (!/^\(\s*\{/.test(argument) || argument.includes('...')) {
      found.push(`${m[0]}${argument.slice(1, 80)}`.replace(/\s+/g, ' '));
    }
  }
  // Hand-written SQL, up to the end of its template or string.
  for (const m of code.matchAll(
    /\bupdate\s+(?:only\s+)?(?:"?orders"?|\$\{\s*orders\s*\})(?:\s+(?:as\s+)?\w+)?\s+set\b[^`;]*/gi,
  )) {
    // The SET list only: a WHERE may well read a status.
    const setList = m[0].split(/\bwhere\b/i)[0];
    if (/\b(?:payment_status|delivery_status)"?\s*=/i.test(setList)) {
      found.push(m[0].slice(0, 80).replace(/\s+/g, ' '));
    }
  }
  return found;
}

/** Every write of an order status in the server's shipped code outside the lifecycle module. */
export function statusWrites(root = SRC): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(root, 'server'))) {
    const from = path.relative(root, file);
    if (isTestFile(from) || from === LIFECYCLE_MODULE) continue;
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const write of statusWritesIn(code)) found.push(`${from}: ${write}`);
  }
  return found;
}

/** `useTranslation` (or anything else) taken from react-i18next rather than lib/translation. */
const REACT_I18NEXT_HOOK =
  /import\s*\{[^}]*\buse(?:Translation|SSR)\b[^}]*\}\s*from\s*['"]react-i18next['"]/;

/**
 * Whether one file's code takes react-i18next's hooks instead of the app's one subscription
 * (lib/translation.tsx, decision 066): each such component would keep six hooks of its own.
 */
export const usesReactI18nextHook = (code: string): boolean =>
  REACT_I18NEXT_HOOK.test(withoutComments(code));

/** The web's shipped files that take react-i18next's hooks (decision 066). */
export function reactI18nextHooks(root = SRC): string[] {
  return sourceFiles(path.join(root, 'web'))
    .map((file) => path.relative(root, file))
    .filter((from) => !isTestFile(from))
    .filter((from) => usesReactI18nextHook(readFileSync(path.join(root, from), 'utf8')));
}
