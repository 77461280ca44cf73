import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '../../../shared/constants';
import type { InventorySettings } from '../../../shared/schemas/stock-alerts';
import type { AppContext } from '../../context';
import { type Db, queryRows } from '../../db/client';
import { type NotificationDraft, notifyAdmins } from '../notifications';
import { lowStockDefaultSql, SETTING_KEYS, type SettingsService } from '../settings';
import { createBackInStock, notifyBackInStock } from './back-in-stock';
import { variantNameSql } from './lines';
import { createStockHistory, type StockHistoryDeps } from './stock-history';
import { products, productVariants } from './tables';

/**
 * Stock alerts (issue 22, decision 058). A low-stock alert is raised once per crossing: the job
 * claims every product (sold without variants) or variant whose tracked stock is at or below its
 * threshold (its own, else the shop's default) and whose `low_stock_alerted` is still false, by
 * setting it in the same UPDATE … RETURNING, so two instances never both tell the staff.
 * stock.ts's moveStock clears the flag when stock rises above the threshold again (re-arms it).
 */

/** Where a low stock item lives: a product sold as itself, or one variant of a product. */
export interface LowStockItem {
  id: string;
  variantId: string | null;
  nameEn: string;
  nameAr: string;
  variantNameEn: string | null;
  variantNameAr: string | null;
  sku: string | null;
  stockQuantity: number;
  threshold: number;
}

// The variant branch's alias is `pv`: variantNameSql's own subquery names its variant `v`.
const itemColumns = (from: 'product' | 'variant') =>
  from === 'product'
    ? sql`p.id, null::uuid as "variantId", p.name_en as "nameEn", p.name_ar as "nameAr",
        null::text as "variantNameEn", null::text as "variantNameAr", p.sku,
        p.stock_quantity as "stockQuantity", coalesce(p.low_stock_threshold, d.threshold) as threshold`
    : sql`p.id, pv.id as "variantId", p.name_en as "nameEn", p.name_ar as "nameAr",
        ${variantNameSql(sql`pv.id`, 'En')} as "variantNameEn",
        ${variantNameSql(sql`pv.id`, 'Ar')} as "variantNameAr", pv.sku,
        pv.stock_quantity as "stockQuantity", coalesce(pv.low_stock_threshold, d.threshold) as threshold`;

// For sale and tracked, at or below the threshold. A product sold as variants is represented by
// its variants (its own figures are their summary).
const productLow = sql`p.deleted_at is null and p.is_active and not p.has_variants
  and p.stock_quantity is not null and p.stock_quantity <= coalesce(p.low_stock_threshold, d.threshold)`;
const variantLow = sql`pv.product_id = p.id and p.deleted_at is null and p.is_active and p.has_variants
  and pv.is_active and pv.stock_quantity is not null
  and pv.stock_quantity <= coalesce(pv.low_stock_threshold, d.threshold)`;
const defaultThreshold = sql`(select ${lowStockDefaultSql} as threshold)`;

/**
 * Products and variants for sale whose tracked stock is at or below their threshold, emptiest
 * first (the admin dashboard's list); how many there are in all, and the shop's default.
 */
export async function lowStockProducts(db: Db, limit: number) {
  const rows = await queryRows<LowStockItem & { total: number }>(
    db,
    sql`with d as ${defaultThreshold}, items as (
          select ${itemColumns('product')} from ${products} p, d where ${productLow}
          union all
          select ${itemColumns('variant')} from ${productVariants} pv, ${products} p, d
          where ${variantLow}
        )
        select items.*, (count(*) over ())::int as total from items
        order by "stockQuantity", "nameEn", "variantNameEn" nulls first, sku
        limit ${limit}`,
  );
  const [fallback] = await queryRows<{ threshold: number }>(
    db,
    sql`select ${lowStockDefaultSql}::int as threshold`,
  );
  return {
    threshold: Number(fallback?.threshold),
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _, ...row }) => ({
      ...row,
      stockQuantity: Number(row.stockQuantity),
      threshold: Number(row.threshold),
    })),
  };
}

/** Claims the items that crossed their threshold since the last alert (sets the flag). */
export async function claimLowStock(db: Db): Promise<LowStockItem[]> {
  const rows = await queryRows<LowStockItem>(
    db,
    sql`with d as ${defaultThreshold},
        claimed_products as (
          update ${products} p set low_stock_alerted = true from d
          where not p.low_stock_alerted and ${productLow}
          returning ${itemColumns('product')}
        ),
        claimed_variants as (
          update ${productVariants} pv set low_stock_alerted = true from ${products} p, d
          where not pv.low_stock_alerted and ${variantLow}
          returning ${itemColumns('variant')}
        )
        select * from claimed_products union all select * from claimed_variants`,
  );
  return rows.map((row) => ({
    ...row,
    stockQuantity: Number(row.stockQuantity),
    threshold: Number(row.threshold),
  }));
}

/** Above this many crossings in one run, the staff get one summary instead of a flood. */
export const MAX_SEPARATE_ALERTS = 10;

const fullName = (item: LowStockItem, language: 'En' | 'Ar') => {
  const name = language === 'En' ? item.nameEn : item.nameAr;
  const variant = language === 'En' ? item.variantNameEn : item.variantNameAr;
  return variant ? `${name} — ${variant}` : name;
};

/** "1 piece", "5 pieces". */
const piecesEn = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/** Arabic counted noun: قطعة واحدة، قطعتان، ٣–١٠ قطع، ١١ قطعة فأكثر (by the last two digits). */
function piecesAr(n: number): string {
  if (n === 1) return 'قطعة واحدة';
  if (n === 2) return 'قطعتان';
  const lastTwo = n % 100;
  return `${n} ${lastTwo >= 3 && lastTwo <= 10 ? 'قطع' : 'قطعة'}`;
}

/** "12 products", "١٢ منتجًا" (the summary notice). */
function productsAr(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} منتجات`;
  return lastTwo > 10 ? `${n} منتجًا` : `${n} منتج`;
}

/** The staff's notice of one item at or below its threshold (both languages). */
export function lowStockNotice(item: LowStockItem): NotificationDraft {
  const en = fullName(item, 'En');
  const ar = fullName(item, 'Ar');
  const sku = item.sku ? { en: ` SKU ${item.sku}.`, ar: ` رمز المنتج ${item.sku}.` } : null;
  const n = item.stockQuantity;
  const out = n === 0;
  return {
    type: 'system',
    priority: out ? 'high' : 'normal',
    titleEn: out ? `Out of stock: ${en}` : `Low stock: ${en}`,
    titleAr: out ? `نفد المخزون: ${ar}` : `مخزون منخفض: ${ar}`,
    messageEn: `${
      out ? 'No pieces are left.' : `${piecesEn(n)} left (alert at ${item.threshold} or fewer).`
    }${sku?.en ?? ''}`,
    messageAr: `${
      out ? 'لم تتبقَّ أي قطعة.' : `المتبقي ${piecesAr(n)} (التنبيه عند ${item.threshold} أو أقل).`
    }${sku?.ar ?? ''}`,
    redirectUrl: `/admin/products/${item.id}`,
  };
}

/** One notice for many crossings at once (the first run on an existing catalog). */
export function lowStockSummaryNotice(count: number): NotificationDraft {
  return {
    type: 'system',
    priority: 'high',
    titleEn: `${count} products are low on stock`,
    titleAr: `${productsAr(count)} مخزونها منخفض`,
    messageEn: 'See the low-stock list on the dashboard.',
    messageAr: 'راجع قائمة المخزون المنخفض في لوحة التحكم.',
    redirectUrl: '/admin',
  };
}

/** Tells the staff who manage the catalog of every item that crossed its threshold. */
export async function alertLowStock(ctx: AppContext): Promise<number> {
  const crossed = await claimLowStock(ctx.db);
  if (crossed.length > MAX_SEPARATE_ALERTS) {
    await notifyAdmins(ctx, lowStockSummaryNotice(crossed.length), 'catalog');
  } else {
    for (const item of crossed) await notifyAdmins(ctx, lowStockNotice(item), 'catalog');
  }
  return crossed.length;
}

export interface CatalogStockDeps extends StockHistoryDeps {
  settings: SettingsService;
}

const inventoryValueSchema = z.object({ lowStockThreshold: z.number().int().min(0) });

/**
 * Items flagged as alerted that are above their threshold now (the default was lowered):
 * re-armed, as stock.ts re-arms them when their stock rises.
 */
async function rearm(db: Db) {
  await db.execute(sql`update ${products} p set low_stock_alerted = false
    where p.low_stock_alerted and (p.stock_quantity is null
      or p.stock_quantity > coalesce(p.low_stock_threshold, ${lowStockDefaultSql}))`);
  await db.execute(sql`update ${productVariants} pv set low_stock_alerted = false
    where pv.low_stock_alerted and (pv.stock_quantity is null
      or pv.stock_quantity > coalesce(pv.low_stock_threshold, ${lowStockDefaultSql}))`);
}

/**
 * The catalog's stock alerts service (services.ts: `catalogStock`): the recurring job, the
 * customers' back-in-stock requests, the admin's stock history and default threshold.
 */
export function createCatalogStock(ctx: AppContext, deps: CatalogStockDeps) {
  /** The shop's default low-stock threshold (LOW_STOCK_THRESHOLD until an admin sets one). */
  async function inventorySettings(): Promise<InventorySettings> {
    const stored = await deps.settings.read(SETTING_KEYS.inventory, inventoryValueSchema);
    return {
      lowStockThreshold: stored?.value.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  /** Sets the default (audited); items no longer low under it are re-armed. */
  async function saveInventorySettings(lowStockThreshold: number, adminId: string) {
    await deps.settings.write(SETTING_KEYS.inventory, { lowStockThreshold }, adminId);
    await rearm(ctx.db);
    return inventorySettings();
  }

  return {
    /** The job 'catalog.stockAlerts': low-stock alerts, then back-in-stock notices. */
    async runAlerts() {
      const low = await alertLowStock(ctx);
      const back = await notifyBackInStock(ctx);
      return { low, back };
    },
    backInStock: createBackInStock(ctx.db),
    ...createStockHistory(ctx.db, deps),
    inventorySettings,
    saveInventorySettings,
  };
}

export type CatalogStock = ReturnType<typeof createCatalogStock>;
