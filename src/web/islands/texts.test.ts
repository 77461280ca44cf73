import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { modulesReachedFrom, partsNamedIn } from '../test/texts-in-code';
import { ISLANDS_TEXT_PARTS, islandsTexts } from './texts';

// The islands' texts file holds some parts of the texts (islands/texts.ts): a part their code
// names and the file lacks would show its keys. Read from the sources every module the islands'
// start reaches (src/architecture.ts's import graph, static or on-demand imports) and the parts of
// the texts they name.

/** The islands' modules: from their start, and their router (the build's `react-router`). */
const islandsModules = () =>
  new Set(modulesReachedFrom(['web/islands/start.tsx', 'web/islands/router.tsx']));

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
        .map((part) => `${part} (${file})`),
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
