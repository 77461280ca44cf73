import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importGraph } from '../../architecture';
import en from '../locales/en.json';

// For the tests of which parts of the texts a set of modules names (islands/texts.test.ts,
// lib/texts-parts.test.ts): the modules reached from some, and the parts each names.

export const SRC = path.resolve('src');

/** A text's key in code: 'cart.added', `shipping.estimate.${key}`, `errors.${code}`. */
const KEY = /['"`]([a-zA-Z]+)\.[a-zA-Z$]/g;

/**
 * The modules (paths under src/) reached from `roots` through src/architecture.ts's import graph
 * (static or on-demand imports), not entering those `skip` names, nor tests.
 */
export function modulesReachedFrom(
  roots: string[],
  skip: (file: string) => boolean = () => false,
): string[] {
  const imports = new Map<string, string[]>();
  for (const { from, to } of importGraph(SRC))
    imports.set(from, [...(imports.get(from) ?? []), to]);
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file) || skip(file) || /\.test\.tsx?$/.test(file)) return;
    modules.add(file);
    for (const imported of imports.get(file) ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...modules];
}

/** The parts of the texts a module (a path under src/) names, its comments left out. */
export function partsNamedIn(file: string): string[] {
  const code = readFileSync(path.join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(KEY)].map(([, part]) => part).filter((part) => part in en);
}
