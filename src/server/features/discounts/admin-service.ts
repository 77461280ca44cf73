import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { couponCodeKey } from '../../../shared/coupon-code';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  AdminCoupon,
  AdminCouponDetail,
  AdminCouponQuery,
  CouponPayload,
} from '../../../shared/schemas/discounts-admin';
import type { Db, Tx } from '../../db/client';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { dbRefusal } from '../../lib/db-errors';
import { pageOf, pageOffset } from '../../lib/paging';
import { escapeLike } from '../../lib/sql-like';
import { recordAudit } from '../audit';
import { catalogLabels } from '../catalog';
import {
  couponAuditFields,
  couponStatus,
  couponValues,
  selectCoupons,
  toAdminCoupon,
} from './coupon-rows';
import { coupons } from './tables';

type FieldErrors = { field: string; messages: FieldMessage[] }[];
const codeTaken = (): FieldErrors => [{ field: 'code', messages: ['validation.couponCodeTaken'] }];
const couponUsed = () => new AppError('CONFLICT', 409, 'discounts.couponUsed');
const notFound = () => AppError.notFound('discounts.couponNotFound');

/** The admin's Discounts area: coupons listed, read, written (audited) and removed. */
export function createDiscountsAdmin(db: Db) {
  async function view(id: string): Promise<AdminCoupon> {
    const [row] = await selectCoupons(db).where(eq(coupons.id, id));
    if (!row) throw notFound();
    return toAdminCoupon(row);
  }

  /**
   * Every reason the input cannot be saved, all at once: a code another coupon has (however
   * typed), products or categories the catalog does not know, a limit below the uses made.
   * Ids the coupon already names stay allowed, so a product deleted since does not lock it.
   */
  async function problems(
    input: CouponPayload,
    existing?: { id: string; productIds: string[]; categoryIds: string[]; usedCount: number },
  ): Promise<FieldErrors> {
    const errors: FieldErrors = [];
    const key = couponCodeKey(input.code);
    const [products, categories, [other]] = await Promise.all([
      input.productIds.length ? catalogLabels.product(db, input.productIds) : [],
      input.categoryIds.length ? catalogLabels.category(db, input.categoryIds) : [],
      db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.codeKey, key), existing ? ne(coupons.id, existing.id) : undefined)),
    ]);
    if (!key) errors.push({ field: 'code', messages: ['validation.couponCodeFormat'] });
    else if (other) errors.push(...codeTaken());
    const unknown = (wanted: string[], found: { id: string }[], kept: string[] = []) => {
      const known = new Set([...found.map((f) => f.id), ...kept]);
      return wanted.some((id) => !known.has(id));
    };
    if (unknown(input.productIds, products, existing?.productIds)) {
      errors.push({ field: 'productIds', messages: ['validation.unknownProducts'] });
    }
    if (unknown(input.categoryIds, categories, existing?.categoryIds)) {
      errors.push({ field: 'categoryIds', messages: ['validation.unknownCategories'] });
    }
    if (existing && input.usageLimit !== null && input.usageLimit < existing.usedCount) {
      errors.push(limitBelowUsed(existing.usedCount));
    }
    return errors;
  }

  const limitBelowUsed = (n: number) => ({
    field: 'usageLimit',
    messages: [{ key: 'validation.usageLimitBelowUsed' as const, params: { n } }],
  });

  /**
   * A write the database refused past the checks (two saves raced for a code, an order took a
   * use meanwhile, a daylight-saving gap made start and end one instant): the same field errors.
   */
  async function refusalAsFieldError(error: unknown, id?: string): Promise<never> {
    const refusal = dbRefusal(error);
    const text = String(error);
    if (refusal?.code === '23505' || text.includes('coupons_code_key_unique')) {
      throw AppError.validation(codeTaken());
    }
    if (refusal?.constraint === 'coupons_dates' || text.includes('coupons_dates')) {
      throw AppError.validation([{ field: 'endsAt', messages: ['validation.endAfterStart'] }]);
    }
    if (
      id &&
      (refusal?.constraint === 'coupons_used_within_limit' || text.includes('within_limit'))
    ) {
      const [row] = await db
        .select({ n: coupons.usedCount })
        .from(coupons)
        .where(eq(coupons.id, id));
      throw AppError.validation([limitBelowUsed(row?.n ?? 0)]);
    }
    throw error;
  }

  /** One coupon with the names of the products and categories it is limited to. */
  async function get(id: string): Promise<AdminCouponDetail> {
    const coupon = await view(id);
    const [products, categories] = await Promise.all([
      coupon.productIds.length ? catalogLabels.product(db, coupon.productIds) : [],
      coupon.categoryIds.length ? catalogLabels.category(db, coupon.categoryIds) : [],
    ]);
    const named = (rows: { id: string; en: string; ar: string }[]) =>
      rows.map((r) => ({ id: r.id, nameEn: r.en, nameAr: r.ar }));
    return { ...coupon, products: named(products), categories: named(categories) };
  }

  async function lockedRow(tx: Tx, id: string) {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: AdminCouponQuery): Promise<ListOf<AdminCoupon>> {
      const filters: SQL[] = [];
      if (query.active !== undefined) filters.push(eq(coupons.isActive, query.active));
      if (query.status) filters.push(sql`${couponStatus} = ${query.status}`);
      if (query.search) {
        const pattern = `%${escapeLike(couponCodeKey(query.search))}%`;
        filters.push(sql`${coupons.codeKey} like ${pattern}`);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(coupons).where(where);
      const rows = await selectCoupons(db)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      return pageOf(rows.map(toAdminCoupon), total, query);
    },

    get,

    async create(input: CouponPayload, actorId: string): Promise<AdminCouponDetail> {
      const errors = await problems(input);
      if (errors.length) throw AppError.validation(errors);
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx.insert(coupons).values(couponValues(input)).returning();
          await recordAudit(tx, {
            actorId,
            action: 'coupon.created',
            entityType: 'coupon',
            entityId: row.id,
            after: couponAuditFields(row),
          });
          return row.id;
        })
        .catch((error) => refusalAsFieldError(error));
      return get(id);
    },

    async update(id: string, input: CouponPayload, actorId: string): Promise<AdminCouponDetail> {
      const [existing] = await db.select().from(coupons).where(eq(coupons.id, id));
      if (!existing) throw notFound();
      const errors = await problems(input, existing);
      if (errors.length) throw AppError.validation(errors);
      await db
        .transaction(async (tx) => {
          const old = await lockedRow(tx, id);
          const [row] = await tx
            .update(coupons)
            .set({ ...couponValues(input), updatedAt: sql`now()` })
            .where(eq(coupons.id, id))
            .returning();
          await recordAudit(tx, {
            actorId,
            action: 'coupon.updated',
            entityType: 'coupon',
            entityId: id,
            before: couponAuditFields(old),
            after: couponAuditFields(row),
          });
        })
        .catch((error) => refusalAsFieldError(error, id));
      return get(id);
    },

    /** Switches a coupon on or off; nothing else changes (an order may be using it now). */
    async setActive(id: string, isActive: boolean, actorId: string): Promise<AdminCouponDetail> {
      await db.transaction(async (tx) => {
        const old = await lockedRow(tx, id);
        if (old.isActive === isActive) return;
        const [row] = await tx
          .update(coupons)
          .set({ isActive, updatedAt: sql`now()` })
          .where(eq(coupons.id, id))
          .returning();
        await recordAudit(tx, {
          actorId,
          action: isActive ? 'coupon.activated' : 'coupon.deactivated',
          entityType: 'coupon',
          entityId: id,
          before: couponAuditFields(old),
          after: couponAuditFields(row),
        });
      });
      return get(id);
    },

    /**
     * Only a coupon no order has used goes; a used one stays for the orders that name it and
     * can be switched off instead (409 says so).
     */
    async remove(id: string, actorId: string): Promise<void> {
      await db
        .transaction(async (tx) => {
          const old = await lockedRow(tx, id);
          if (old.usedCount > 0) throw couponUsed();
          await tx.delete(coupons).where(eq(coupons.id, id));
          await recordAudit(tx, {
            actorId,
            action: 'coupon.deleted',
            entityType: 'coupon',
            entityId: id,
            before: couponAuditFields(old),
          });
        })
        .catch((error) => {
          // An order's record still names it (a use given back by a cancellation).
          if (dbRefusal(error)?.code === '23503') throw couponUsed();
          throw error;
        });
    },
  };
}

export type DiscountsAdmin = ReturnType<typeof createDiscountsAdmin>;
