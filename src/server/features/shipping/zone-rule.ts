import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { shippingZoneGovernorates, shippingZones } from './tables';

/** The shipping zone of a destination, as pricing reads it (decision 039). Integer piastres. */
export interface ZoneRule {
  id: string;
  nameEn: string;
  nameAr: string;
  feePiastres: number;
  freeOverPiastres: number | null;
  daysMin: number;
  daysMax: number;
}

const zoneRuleSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  feePiastres: z.number().int().min(0),
  freeOverPiastres: z.number().int().min(0).nullable(),
  daysMin: z.number().int().min(0),
  daysMax: z.number().int().min(0),
});

/**
 * The zone of `governorate` as one JSON value (null: no zone names it), a scalar subquery for a
 * statement that must see the zones as of its own transaction (the order); parse the value with
 * zoneRuleFromValue.
 */
export function zoneRuleSql(governorate: string | SQL): SQL<unknown> {
  return sql`(select json_build_object(
      'id', ${shippingZones.id}, 'nameEn', ${shippingZones.nameEn}, 'nameAr', ${shippingZones.nameAr},
      'feePiastres', ${shippingZones.feePiastres}, 'freeOverPiastres', ${shippingZones.freeOverPiastres},
      'daysMin', ${shippingZones.daysMin}, 'daysMax', ${shippingZones.daysMax})
    from ${shippingZoneGovernorates}
    join ${shippingZones} on ${shippingZones.id} = ${shippingZoneGovernorates.zoneId}
    where ${shippingZoneGovernorates.governorate} = ${governorate})`;
}

export const zoneRuleFromValue = (value: unknown): ZoneRule | null => {
  if (value === null || value === undefined) return null;
  return zoneRuleSchema.parse(typeof value === 'string' ? JSON.parse(value) : value);
};

/** The zone of a governorate now (the checkout summary); null when none names it. */
export async function zoneOf(db: Db | Tx, governorate: string): Promise<ZoneRule | null> {
  const [row] = await db
    .select({
      id: shippingZones.id,
      nameEn: shippingZones.nameEn,
      nameAr: shippingZones.nameAr,
      feePiastres: shippingZones.feePiastres,
      freeOverPiastres: shippingZones.freeOverPiastres,
      daysMin: shippingZones.daysMin,
      daysMax: shippingZones.daysMax,
    })
    .from(shippingZoneGovernorates)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneGovernorates.zoneId))
    .where(eq(shippingZoneGovernorates.governorate, governorate));
  return row ?? null;
}
