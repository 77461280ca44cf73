import { and, asc, count, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import { EGYPT_GOVERNORATES } from '../../../shared/egypt';
import { toEgp, toPiastres } from '../../../shared/money';
import type { ShippingEstimate } from '../../../shared/schemas/shipping';
import type {
  AdminShippingZone,
  ShippingZonePayload,
} from '../../../shared/schemas/shipping-admin';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import type { SettingsService } from '../settings';
import { shippingZoneGovernorates, shippingZones } from './tables';
import { zoneOf } from './zone-rule';

type ZoneRow = typeof shippingZones.$inferSelect;

const ORDER = new Map<string, number>(EGYPT_GOVERNORATES.map((g, index) => [g.code, index]));
const GOVERNORATE = new Map(EGYPT_GOVERNORATES.map((g) => [g.code as string, g]));
const CODES = EGYPT_GOVERNORATES.map((g) => g.code as string);
const byMapOrder = (a: string, b: string) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99);

/** A known governorate code, or null (another country's state, an old free-text value). */
const knownCode = (code: string | null | undefined): string | null =>
  code && GOVERNORATE.has(code) ? code : null;

export interface ShippingDeps {
  settings: Pick<SettingsService, 'getShipping'>;
  /**
   * The governorate of the customer's newest order, or null. Orders sit above shipping:
   * services.ts hands this in.
   */
  lastGovernorate: (userId: string) => Promise<string | null>;
}

const toAdminZone = (row: ZoneRow, governorates: string[]): AdminShippingZone => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  fee: toEgp(row.feePiastres),
  freeOver: row.freeOverPiastres === null ? null : toEgp(row.freeOverPiastres),
  daysMin: row.daysMin,
  daysMax: row.daysMax,
  position: row.position,
  governorates: [...governorates].sort(byMapOrder),
  updatedAt: row.updatedAt.toISOString(),
});

const toColumns = (input: ShippingZonePayload) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  feePiastres: toPiastres(input.fee),
  freeOverPiastres: input.freeOver === null ? null : toPiastres(input.freeOver),
  daysMin: input.daysMin,
  daysMax: input.daysMax,
});

/** What the audit log keeps of a zone (amounts in EGP, as the admin typed them). */
const snapshot = (zone: AdminShippingZone) => ({
  nameEn: zone.nameEn,
  nameAr: zone.nameAr,
  fee: zone.fee,
  freeOver: zone.freeOver,
  daysMin: zone.daysMin,
  daysMax: zone.daysMax,
  governorates: zone.governorates.join(', '),
});

interface Taken {
  governorate: string;
  nameEn: string;
  nameAr: string;
}

/** One field error naming each governorate another zone already holds, in both languages. */
const takenError = (taken: Taken[]) =>
  AppError.validation([
    {
      field: 'governorates',
      messages: [...taken]
        .sort((a, b) => byMapOrder(a.governorate, b.governorate))
        .map((row) => {
          const governorate = GOVERNORATE.get(row.governorate);
          return {
            key: 'shipping.governorateTaken' as const,
            params: {
              governorateEn: governorate?.en ?? row.governorate,
              governorateAr: governorate?.ar ?? row.governorate,
              zoneEn: row.nameEn,
              zoneAr: row.nameAr,
            },
          };
        }),
    },
  ]);

/** Shipping zones by governorate (issue 19 §2): the admin's list and the delivery estimate. */
export function createShippingService(db: Db, deps: ShippingDeps) {
  async function governoratesOf(tx: Db | Tx, zoneIds: string[]): Promise<Map<string, string[]>> {
    const byZone = new Map<string, string[]>();
    if (zoneIds.length === 0) return byZone;
    const rows = await tx
      .select()
      .from(shippingZoneGovernorates)
      .where(inArray(shippingZoneGovernorates.zoneId, zoneIds));
    for (const row of rows)
      byZone.set(row.zoneId, [...(byZone.get(row.zoneId) ?? []), row.governorate]);
    return byZone;
  }

  async function zone(tx: Db | Tx, id: string, lock = false): Promise<AdminShippingZone> {
    const query = tx.select().from(shippingZones).where(eq(shippingZones.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('shipping.zoneNotFound');
    return toAdminZone(row, (await governoratesOf(tx, [id])).get(id) ?? []);
  }

  /** The governorates among `codes` another zone than `ownId` holds, with that zone's names. */
  function takenElsewhere(tx: Db | Tx, codes: string[], ownId?: string): Promise<Taken[]> {
    return tx
      .select({
        governorate: shippingZoneGovernorates.governorate,
        nameEn: shippingZones.nameEn,
        nameAr: shippingZones.nameAr,
      })
      .from(shippingZoneGovernorates)
      .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneGovernorates.zoneId))
      .where(
        and(
          inArray(shippingZoneGovernorates.governorate, codes),
          ownId ? ne(shippingZoneGovernorates.zoneId, ownId) : undefined,
        ),
      );
  }

  /**
   * Runs a zone write; a governorate another zone holds is a field error, whether the check
   * before the write saw it or the primary key refused it (another admin's save raced with this
   * one). Nothing is written either way: the transaction rolls back.
   */
  async function writing<T>(
    codes: string[],
    ownId: string | undefined,
    write: (tx: Tx, before: AdminShippingZone | null) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        // The zone being edited first: a missing one is a 404, whatever else is wrong.
        const before = ownId ? await zone(tx, ownId, true) : null;
        const taken = await takenElsewhere(tx, codes, ownId);
        if (taken.length > 0) throw takenError(taken);
        return write(tx, before);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const taken = await takenElsewhere(db, codes, ownId);
      if (taken.length > 0) throw takenError(taken);
      throw new AppError('CONFLICT', 409, 'errors.conflict', { cause: error });
    }
  }

  async function setGovernorates(tx: Tx, zoneId: string, codes: string[]): Promise<void> {
    await tx.delete(shippingZoneGovernorates).where(eq(shippingZoneGovernorates.zoneId, zoneId));
    await tx
      .insert(shippingZoneGovernorates)
      .values(codes.map((governorate) => ({ governorate, zoneId })));
  }

  return {
    /** Every zone in the admin's order, each with its governorates. */
    async list(): Promise<AdminShippingZone[]> {
      const rows = await db
        .select()
        .from(shippingZones)
        .orderBy(asc(shippingZones.position), asc(shippingZones.createdAt));
      const governorates = await governoratesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toAdminZone(row, governorates.get(row.id) ?? []));
    },

    /** A new zone goes to the end of the list. */
    async create(input: ShippingZonePayload, actorId: string): Promise<AdminShippingZone> {
      return writing(input.governorates, undefined, async (tx) => {
        const [{ last }] = await tx
          .select({ last: max(shippingZones.position) })
          .from(shippingZones);
        const [row] = await tx
          .insert(shippingZones)
          .values({ ...toColumns(input), position: (last ?? 0) + 1 })
          .returning();
        await setGovernorates(tx, row.id, input.governorates);
        const created = toAdminZone(row, input.governorates);
        await recordAudit(tx, {
          actorId,
          action: 'shipping_zone.created',
          entityType: 'shipping_zone',
          entityId: row.id,
          after: snapshot(created),
        });
        return created;
      });
    },

    async update(
      id: string,
      input: ShippingZonePayload,
      actorId: string,
    ): Promise<AdminShippingZone> {
      return writing(input.governorates, id, async (tx, before) => {
        const [row] = await tx
          .update(shippingZones)
          .set({ ...toColumns(input), updatedAt: sql`now()` })
          .where(eq(shippingZones.id, id))
          .returning();
        await setGovernorates(tx, id, input.governorates);
        const after = toAdminZone(row, input.governorates);
        await recordAudit(tx, {
          actorId,
          action: 'shipping_zone.updated',
          entityType: 'shipping_zone',
          entityId: id,
          before: before && snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
    },

    /** Its governorates go back to the fallback rule. */
    async remove(id: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await zone(tx, id, true);
        await tx.delete(shippingZones).where(eq(shippingZones.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'shipping_zone.deleted',
          entityType: 'shipping_zone',
          entityId: id,
          before: snapshot(before),
        });
      });
    },

    /**
     * How long delivery takes: to the asked governorate, else to the one of the customer's last
     * order, else over every destination (the zones' range, widened by the fallback rule's while
     * some governorate is in no zone).
     */
    async estimate(query: { governorate?: string; userId?: string }): Promise<ShippingEstimate> {
      const asked = knownCode(query.governorate);
      const governorate =
        asked ?? (query.userId ? knownCode(await deps.lastGovernorate(query.userId)) : null);
      const fallback = await deps.settings.getShipping();
      if (governorate) {
        const found = await zoneOf(db, governorate);
        return found
          ? {
              governorate,
              zone: { nameEn: found.nameEn, nameAr: found.nameAr },
              minDays: found.daysMin,
              maxDays: found.daysMax,
            }
          : { governorate, zone: null, minDays: fallback.daysMin, maxDays: fallback.daysMax };
      }
      const [[range], [covered]] = await Promise.all([
        db
          .select({ low: min(shippingZones.daysMin), high: max(shippingZones.daysMax) })
          .from(shippingZones),
        db
          .select({ n: count() })
          .from(shippingZoneGovernorates)
          .where(inArray(shippingZoneGovernorates.governorate, CODES)),
      ]);
      if (range.low === null || range.high === null) {
        return {
          governorate: null,
          zone: null,
          minDays: fallback.daysMin,
          maxDays: fallback.daysMax,
        };
      }
      const everywhere = covered.n >= CODES.length;
      return {
        governorate: null,
        zone: null,
        minDays: everywhere ? range.low : Math.min(range.low, fallback.daysMin),
        maxDays: everywhere ? range.high : Math.max(range.high, fallback.daysMax),
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
