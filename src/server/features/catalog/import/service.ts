import { randomUUID } from 'node:crypto';
import type { Language } from '../../../../shared/constants';
import type {
  ImportPreview,
  ImportResult,
  ImportRow,
} from '../../../../shared/schemas/catalog-import';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { translate } from '../../../lib/i18n';
import { recordAudit } from '../../audit';
import { applyPlan } from './apply';
import type { Problem } from './cells';
import { productCsvRows } from './export';
import { type ImportPlan, planImport } from './plan';
import { decodeCsv, readRows } from './read-file';

/** A count written the reader's way (Arabic-Indic digits in Arabic, as the page shows them). */
const count = (lang: Language, n: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(n);

/** Field errors an apply refusal carries (the preview shows them all). */
const MAX_REFUSAL_ERRORS = 50;

export interface CatalogImportDeps {
  /** The shop's own origin (APP_URL): absolute URLs of its images are matched by path. */
  appOrigin: string;
}

function tally(plan: ImportPlan) {
  const rows = { created: 0, updated: 0, skipped: 0 };
  for (const r of plan.rows) {
    if (r.action === 'create') rows.created++;
    else if (r.action === 'update') rows.updated++;
    else if (r.action === 'skip') rows.skipped++;
  }
  const actions = new Map(plan.rows.map((r) => [r.row, r.action]));
  const products = { created: 0, updated: 0 };
  for (const p of plan.products) {
    const acted = p.units.map((u) => actions.get(u.row));
    if (acted.some((a) => a === null)) continue;
    if (p.isNew) products.created++;
    else if (acted.some((a) => a !== 'skip')) products.updated++;
  }
  return { rows, products };
}

/**
 * The product CSV (issue 22, decision 057): export, a preview that writes nothing, and an apply
 * that re-reads the same file and writes all of it in one transaction, or nothing.
 */
export function createCatalogImport(db: Db, { appOrigin }: CatalogImportDeps) {
  const message = (lang: Language, p: Problem) => translate(lang, p.key, p.params);

  const read = (bytes: Buffer) => {
    const { text, encoding } = decodeCsv(bytes);
    return { rows: readRows(text), encoding };
  };

  return {
    async preview(bytes: Buffer, lang: Language): Promise<ImportPreview> {
      const { rows, encoding } = read(bytes);
      const plan = await planImport(db, rows, { appOrigin });
      const items: ImportRow[] = plan.rows.map(({ problems, name, variant, ...row }) => ({
        ...row,
        name: name[lang],
        variant: variant[lang],
        errors: problems.map((p) => ({ column: p.column, message: message(lang, p) })),
      }));
      return {
        encoding,
        totalRows: plan.rows.length,
        errorRows: plan.errorRows,
        ...tally(plan),
        items,
      };
    },

    async apply(
      bytes: Buffer,
      actor: { id: string; fileName: string },
      lang: Language,
    ): Promise<ImportResult> {
      const { rows, encoding } = read(bytes);
      let result: ReturnType<typeof tally>;
      try {
        result = await db.transaction(async (tx) => {
          // Checked again inside the transaction: the shop may have changed since the preview.
          const plan = await planImport(tx, rows, { appOrigin });
          if (plan.errorRows > 0) {
            const errors = plan.rows
              .filter((r) => r.problems.length > 0)
              .slice(0, MAX_REFUSAL_ERRORS)
              .map((r) => ({
                field: `row ${r.row}`,
                messages: r.problems.map((p) => ({ key: p.key, params: p.params ?? {} })),
              }));
            throw new AppError('UNPROCESSABLE', 422, 'import.hasErrors', {
              params: { count: count(lang, plan.errorRows) },
              errors,
            });
          }
          await applyPlan(tx, plan.products, actor.id);
          const done = tally(plan);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'import.products',
            entityType: 'import',
            entityId: randomUUID(),
            after: { fileName: actor.fileName, encoding, ...done },
          });
          return done;
        });
      } catch (error) {
        // A SKU or combination taken by someone else between the checks and the writes.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 409, 'import.conflict');
        throw error;
      }
      return {
        success: true,
        message: translate(lang, 'import.applied', {
          created: count(lang, result.rows.created),
          updated: count(lang, result.rows.updated),
          skipped: count(lang, result.rows.skipped),
        }),
        ...result,
      };
    },

    /** The export's rows (lib/csv.ts writes them) and its audit entry. */
    async exportRows(actorId: string) {
      await db.transaction((tx) =>
        recordAudit(tx, {
          actorId,
          action: 'export.products',
          entityType: 'export',
          entityId: 'products',
          before: null,
          after: { name: 'products' },
        }),
      );
      return productCsvRows(db);
    },
  };
}

export type CatalogImport = ReturnType<typeof createCatalogImport>;
