import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { BackInStockRequest } from '../../../shared/schemas/stock-alerts';
import type { AppContext } from '../../context';
import { type Db, queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { greeting, renderMail } from '../../lib/mail-layout';
import { userContacts } from '../auth';
import { notifyUser } from '../notifications';
import { variantNameSql } from './lines';
import { backInStockRequests, categories, products, productVariants } from './tables';
import { visible } from './visibility';

/**
 * "Tell me when it is back" (issue 22, decision 058): a signed-in customer asks about a product
 * (or one of its variants) that cannot be bought now; once it can, the recurring job tells them
 * once, in the app and by e-mail in the language they asked in.
 */

// Empty variant = the product itself: the open-request index counts it as one value.
const NO_VARIANT = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

interface Target {
  hasVariants: boolean;
  /** Whether a customer could buy it now (so there is nothing to wait for). */
  available: boolean;
}

/** The product (visible in the shop) and the variant asked about, or the refusal. */
async function target(db: Db, productId: string, variantId: string | null): Promise<Target> {
  const [row] = await db
    .select({
      hasVariants: products.hasVariants,
      inStock: products.inStock,
      stockQuantity: products.stockQuantity,
      variantActive: productVariants.isActive,
      variantStock: productVariants.stockQuantity,
      variantFound: sql<boolean>`${productVariants.id} is not null`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, products.id),
        variantId ? eq(productVariants.id, variantId) : sql`false`,
      ),
    )
    .where(and(visible, eq(products.id, productId)));
  if (!row) throw AppError.notFound('errors.productNotFound');
  if (row.hasVariants && !variantId) {
    throw AppError.validation([{ field: 'variantId', messages: ['backInStock.variantRequired'] }]);
  }
  if (variantId && (!row.hasVariants || !row.variantFound)) {
    throw AppError.notFound('backInStock.variantNotFound');
  }
  const available = variantId
    ? Boolean(row.variantActive) && (row.variantStock === null || row.variantStock > 0)
    : row.inStock && (row.stockQuantity === null || row.stockQuantity > 0);
  return { hasVariants: row.hasVariants, available };
}

const sameVariant = (variantId: string | null): SQL =>
  variantId ? eq(backInStockRequests.variantId, variantId) : isNull(backInStockRequests.variantId);

export function createBackInStock(db: Db) {
  /** The customer's open requests for a product (one per variant at most). */
  async function list(userId: string, productId: string): Promise<BackInStockRequest[]> {
    const rows = await db
      .select({
        variantId: backInStockRequests.variantId,
        createdAt: backInStockRequests.createdAt,
      })
      .from(backInStockRequests)
      .where(
        and(
          eq(backInStockRequests.userId, userId),
          eq(backInStockRequests.productId, productId),
          isNull(backInStockRequests.notifiedAt),
        ),
      )
      .orderBy(backInStockRequests.createdAt);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  /**
   * Opens a request, or keeps the open one (asking twice is asking once): answers whether it is
   * new. Refused for what can be bought now (409), a variant that is not the product's (404).
   */
  async function request(
    userId: string,
    productId: string,
    variantId: string | null,
    locale: Language,
  ): Promise<{ created: boolean }> {
    const { available } = await target(db, productId, variantId);
    if (available) throw new AppError('CONFLICT', 409, 'backInStock.inStock');
    const rows = await queryRows<{ id: string }>(
      db,
      sql`insert into ${backInStockRequests} (user_id, product_id, variant_id, locale)
          values (${userId}, ${productId}, ${variantId}, ${locale})
          on conflict (user_id, product_id, coalesce(variant_id, ${NO_VARIANT}))
            where notified_at is null
          do nothing
          returning id`,
    );
    if (rows.length === 0) {
      // Already waiting: the language of the newest ask wins (the mail is in it).
      await db
        .update(backInStockRequests)
        .set({ locale })
        .where(
          and(
            eq(backInStockRequests.userId, userId),
            eq(backInStockRequests.productId, productId),
            sameVariant(variantId),
            isNull(backInStockRequests.notifiedAt),
          ),
        );
    }
    return { created: rows.length > 0 };
  }

  /** Withdraws the open request, if any (withdrawing twice is fine). */
  async function cancel(userId: string, productId: string, variantId: string | null) {
    await db
      .delete(backInStockRequests)
      .where(
        and(
          eq(backInStockRequests.userId, userId),
          eq(backInStockRequests.productId, productId),
          sameVariant(variantId),
          isNull(backInStockRequests.notifiedAt),
        ),
      );
  }

  return { list, request, cancel };
}

export type BackInStock = ReturnType<typeof createBackInStock>;

interface Claimed {
  id: string;
  userId: string;
  productId: string;
  variantId: string | null;
  locale: Language;
  nameEn: string;
  nameAr: string;
  variantNameEn: string | null;
  variantNameAr: string | null;
}

/** Requests claimed per statement; the job goes on until none is left. */
const BATCH = 200;

/**
 * Claims open requests whose product (variant) can be bought again: sets notified_at in one
 * UPDATE … RETURNING over rows locked with SKIP LOCKED, so two instances never claim the same.
 */
async function claimReady(db: Db | Tx): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`with ready as (
          select r.id from ${backInStockRequests} r
          join ${products} p on p.id = r.product_id
          join ${categories} c on c.id = p.category_id
          left join ${productVariants} pv on pv.id = r.variant_id and pv.product_id = p.id
          where r.notified_at is null and p.is_active and p.deleted_at is null and c.is_active
            and case when r.variant_id is null
              then not p.has_variants and p.in_stock
                and (p.stock_quantity is null or p.stock_quantity > 0)
              else coalesce(pv.is_active, false)
                and (pv.stock_quantity is null or pv.stock_quantity > 0) end
          order by r.created_at
          limit ${BATCH}
          for update of r skip locked
        )
        update ${backInStockRequests} r set notified_at = now()
        from ready, ${products} p
        where r.id = ready.id and p.id = r.product_id and r.notified_at is null
        returning r.id, r.user_id as "userId", r.product_id as "productId",
          r.variant_id as "variantId", r.locale, p.name_en as "nameEn", p.name_ar as "nameAr",
          ${variantNameSql(sql`r.variant_id`, 'En')} as "variantNameEn",
          ${variantNameSql(sql`r.variant_id`, 'Ar')} as "variantNameAr"`,
  );
}

const TEXTS: Record<
  Language,
  { title: (name: string) => string; body: (name: string) => string; button: string }
> = {
  en: {
    title: (name) => `${name} is back in stock`,
    body: (name) =>
      `Good news: ${name} is available again, as you asked us to tell you. It may sell out again soon.`,
    button: 'View the product',
  },
  ar: {
    title: (name) => `${name} متوفر من جديد`,
    body: (name) =>
      `خبر سار: ${name} أصبح متوفرًا مرة أخرى كما طلبت أن نبلغك. قد تنفد الكمية سريعًا.`,
    button: 'عرض المنتج',
  },
};

const nameIn = (row: Claimed, language: Language) => {
  const name = language === 'en' ? row.nameEn : row.nameAr;
  const variant = language === 'en' ? row.variantNameEn : row.variantNameAr;
  return variant ? `${name} — ${variant}` : name;
};

/** The product page, on the variant asked about. */
const productPath = (row: Claimed) =>
  `/products/${row.productId}${row.variantId ? `?variant=${row.variantId}` : ''}`;

/**
 * Tells each customer whose product (variant) is back, once: a notice in both languages and a
 * mail in the language of the request. The claim and the mails commit together (a crash in
 * between can neither lose a mail nor send it twice); the notices follow the commit.
 */
export async function notifyBackInStock(ctx: AppContext): Promise<number> {
  let told = 0;
  const store = await ctx.storeProfile();
  for (;;) {
    const { claimed, queued } = await ctx.db.transaction(async (tx) => {
      const claimed = await claimReady(tx);
      const contacts = await userContacts(tx, [...new Set(claimed.map((row) => row.userId))]);
      const queued: (() => void)[] = [];
      for (const row of claimed) {
        const customer = contacts.get(row.userId);
        if (!customer) continue;
        const language = row.locale;
        const name = nameIn(row, language);
        const mail = renderMail({
          language,
          to: customer.email,
          subject: TEXTS[language].title(name),
          storeName: store?.name[language] ?? 'GreenVolt',
          greeting: greeting[language](customer.firstName),
          paragraphs: [TEXTS[language].body(name)],
          button: {
            label: TEXTS[language].button,
            link: `${ctx.config.appUrl}${productPath(row)}`,
          },
        });
        queued.push(await ctx.jobs.enqueueIn(tx, 'email.send', { ...mail }));
      }
      return { claimed, queued };
    });
    for (const run of queued) run();
    for (const row of claimed) {
      const en = nameIn(row, 'en');
      const ar = nameIn(row, 'ar');
      await notifyUser(ctx, row.userId, {
        type: 'system',
        titleEn: TEXTS.en.title(en),
        titleAr: TEXTS.ar.title(ar),
        messageEn: TEXTS.en.body(en),
        messageAr: TEXTS.ar.body(ar),
        redirectUrl: productPath(row),
      });
    }
    told += claimed.length;
    if (claimed.length < BATCH) return told;
  }
}
