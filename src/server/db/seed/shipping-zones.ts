import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { shippingZoneGovernorates, shippingZones } from '../schema';

interface SeedZone {
  nameEn: string;
  nameAr: string;
  feePiastres: number;
  freeOverPiastres: number | null;
  daysMin: number;
  daysMax: number;
  governorates: string[];
}

/** The demo shop's zones: every governorate of src/shared/egypt.ts in exactly one. */
export const seedZones: SeedZone[] = [
  {
    nameEn: 'Greater Cairo',
    nameAr: 'القاهرة الكبرى',
    feePiastres: 5000,
    freeOverPiastres: 300000,
    daysMin: 1,
    daysMax: 2,
    governorates: ['C', 'GZ', 'KB'],
  },
  {
    nameEn: 'Alexandria & Delta',
    nameAr: 'الإسكندرية والدلتا',
    feePiastres: 6500,
    freeOverPiastres: 400000,
    daysMin: 2,
    daysMax: 3,
    governorates: ['ALX', 'BH', 'DK', 'GH', 'MNF', 'KFS', 'DT', 'SHR'],
  },
  {
    nameEn: 'Canal',
    nameAr: 'مدن القناة',
    feePiastres: 6500,
    freeOverPiastres: null,
    daysMin: 2,
    daysMax: 4,
    governorates: ['PTS', 'IS', 'SUZ'],
  },
  {
    nameEn: 'Upper Egypt',
    nameAr: 'الصعيد',
    feePiastres: 9000,
    freeOverPiastres: null,
    daysMin: 3,
    daysMax: 5,
    governorates: ['FYM', 'BNS', 'MN', 'AST', 'SHG', 'KN', 'LX', 'ASN'],
  },
  {
    nameEn: 'Red Sea, Sinai & Frontier',
    nameAr: 'البحر الأحمر وسيناء والمناطق الحدودية',
    feePiastres: 12000,
    freeOverPiastres: null,
    daysMin: 4,
    daysMax: 7,
    governorates: ['BA', 'WAD', 'MT', 'SIN', 'JS'],
  },
];

/**
 * Writes the demo zones into a shop that has none. Zones are the admin's to edit: once any exist
 * (seeded before, or made by hand), a second run leaves them as they are.
 */
export async function seedShippingZones(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(shippingZones);
    if (n > 0) return;
    for (const [position, { governorates, ...zone }] of seedZones.entries()) {
      const [row] = await tx
        .insert(shippingZones)
        .values({ ...zone, position: position + 1 })
        .returning({ id: shippingZones.id });
      await tx
        .insert(shippingZoneGovernorates)
        .values(governorates.map((governorate) => ({ governorate, zoneId: row.id })));
    }
  });
}
