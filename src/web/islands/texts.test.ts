import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ISLANDS_TEXT_PARTS, islandsTexts } from './texts';

// The islands' texts file holds some parts of the texts (islands/texts.ts): a part their code
// names and the file lacks would show its keys. Read from the sources every module the islands'
// start reaches (relative imports, static or not) and the parts of the texts they name.

const here = path.resolve('src/web/islands');
const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
/** A text's key in code: 'cart.added', `shipping.estimate.${key}`, `errors.${code}`. */
const KEY = /['"`]([a-zA-Z]+)\.[a-zA-Z$]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The islands' modules: from their start, and their router (the build's `react-router`). */
function islandsModules(): Set<string> {
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const imported = resolveImport(file, specifier);
      if (imported) visit(imported);
    }
  };
  visit(path.join(here, 'start.tsx'));
  visit(path.join(here, 'router.tsx'));
  return modules;
}

/** The parts of the texts a module names, its comments left out. */
function partsNamedIn(file: string): string[] {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(KEY)].map(([, part]) => part).filter((part) => part in en);
}

describe("the islands' texts", () => {
  it('hold every part of the texts the islands name', () => {
    const modules = islandsModules();
    // The walk reaches the product's article and the cart's islands (not a stale path).
    expect([...modules].map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['product-article.tsx', 'card-add-to-cart.tsx', 'cart-button.tsx']),
    );
    const missing = [...modules].flatMap((file) =>
      partsNamedIn(file)
        .filter((part) => !(ISLANDS_TEXT_PARTS as readonly string[]).includes(part))
        .map((part) => `${part} (${path.relative(here, file)})`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('hold only parts the islands name, and far less than the whole texts', () => {
    const named = new Set([...islandsModules()].flatMap(partsNamedIn));
    expect(ISLANDS_TEXT_PARTS.filter((part) => !named.has(part))).toEqual([]);
    for (const texts of [ar, en]) {
      const picked = islandsTexts(texts);
      expect(Object.keys(picked)).toEqual(Object.keys(texts).filter((part) => named.has(part)));
      expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(texts).length / 4);
    }
  });
});
