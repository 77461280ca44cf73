import { sql } from 'drizzle-orm';

/**
 * Bounds of Cairo calendar days ('YYYY-MM-DD') as instants, for reports over timestamps.
 * Comparing the raw timestamps against them keeps the indexes usable, where converting every
 * row to a Cairo date would not.
 */
export const cairoMidnight = (day: string) =>
  sql`(${day}::date::timestamp at time zone 'Africa/Cairo')`;
export const cairoDayAfter = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone 'Africa/Cairo')`;
