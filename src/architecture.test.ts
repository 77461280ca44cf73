import { describe, expect, it } from 'vitest';
import {
  areaCycles,
  crossAreaSql,
  fileCycles,
  importGraph,
  reactI18nextHooks,
  serviceReferences,
  statusWrites,
  statusWritesIn,
  usesReactI18nextHook,
  violations,
} from './architecture';

// The boundaries of DESIGN.md §2 and docs/architecture.md, checked on every `npm test`. Each rule
// lists the offending imports, so a failure names the file to change, not just a count.
const graph = importGraph();

describe('architecture', () => {
  it('reads the source tree', () => {
    expect(graph.length).toBeGreaterThan(500);
  });

  it('server areas reach each other only through the public module (index.ts)', () => {
    expect(violations(graph, 'server-area-public-module')).toEqual([]);
  });

  it('server lib/ and plugins/ never import a feature', () => {
    expect(violations(graph, 'server-infrastructure-imports-feature')).toEqual([]);
  });

  it('nothing below the composition root (app.ts, services.ts) imports it', () => {
    expect(violations(graph, 'server-composition-root')).toEqual([]);
  });

  it("no hand-written SQL names another area's table", () => {
    expect(crossAreaSql()).toEqual([]);
  });

  it("only the order lifecycle writes an order's payment or delivery status (decision 037)", () => {
    expect(statusWrites()).toEqual([]);
  });

  it('the status-write scan finds each kind of write', () => {
    const writes = [
      "await tx.update(orders).set({ paymentStatus: 'paid', paidAt: sql`now()` })",
      'await db.update(orders).set({ updatedAt: sql`now()`, deliveryStatus: next })',
      'await tx.update(orders).set({ ...change, updatedAt: sql`now()` })',
      'await tx.update(orders).set(values)',
      'db.insert(orders).values(row).onConflictDoUpdate({ target: orders.id, set: { paymentStatus: s } })',
      "sql`update orders set updated_at = now(), payment_status = 'cancelled' where id = \u0024{id}`",
      "sql`update \u0024{orders} o set delivery_status = 'delivered'`",
      'sql`UPDATE "orders" SET "payment_status" = \'paid\'`',
    ];
    for (const write of writes) expect(statusWritesIn(write), write).not.toEqual([]);
    const fine = [
      "db.insert(orders).values({ paymentStatus: 'pending', deliveryStatus: 'in_progress' })",
      'tx.update(orders).set({ reference, updatedAt: sql`now()` })',
      "sql`select * from orders where payment_status = 'paid'`",
      "sql`update orders set reference = 'R-1' where payment_status = 'pending'`",
      "tx.update(paymentAttempts).set({ status: 'failed' })",
    ];
    for (const read of fine) expect(statusWritesIn(read), read).toEqual([]);
  });

  it('components take their texts from lib/translation, not react-i18next (decision 066)', () => {
    expect(reactI18nextHooks()).toEqual([]);
  });

  it('the react-i18next scan finds the hook however it is imported', () => {
    expect(usesReactI18nextHook("import { useTranslation } from 'react-i18next';")).toBe(true);
    expect(usesReactI18nextHook('import { Trans, useTranslation } from "react-i18next";')).toBe(
      true,
    );
    expect(usesReactI18nextHook("import {\n  useSSR,\n} from 'react-i18next';")).toBe(true);
    expect(usesReactI18nextHook("import { Trans } from 'react-i18next';")).toBe(false);
    expect(usesReactI18nextHook("import { useTranslation } from '../lib/translation';")).toBe(
      false,
    );
    expect(usesReactI18nextHook("// import { useTranslation } from 'react-i18next';")).toBe(false);
  });

  it('every ctx.services reference names a known area', () => {
    const references = serviceReferences();
    expect(references.length).toBeGreaterThan(20);
    expect(references.filter(({ area }) => area.startsWith('unknown'))).toEqual([]);
  });

  it('web features reach each other only through index.ts or api/', () => {
    expect(violations(graph, 'web-feature-public-module')).toEqual([]);
  });

  it('web lib/ and components/ import no feature and no app code; features import no app code', () => {
    expect(violations(graph, 'web-layering')).toEqual([]);
  });

  it('shared/ imports neither side, the web never imports the server', () => {
    expect(violations(graph, 'sides')).toEqual([]);
  });

  it('no import cycle between server areas', () => {
    expect(areaCycles(graph, 'server')).toEqual([]);
  });

  it('no import cycle between web features', () => {
    expect(areaCycles(graph, 'web')).toEqual([]);
  });

  it('no import cycle between files', () => {
    expect(fileCycles(graph)).toEqual([]);
  });
});
