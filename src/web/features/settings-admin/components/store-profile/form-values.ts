import { z } from 'zod';
import {
  closesAfterOpening,
  type StoreProfileInput,
  type StoreProfilePayload,
  storeProfileInputSchema,
} from '../../../../../shared/schemas/company';
import { type StoreProfile, WEEKDAYS, type Weekday } from '../../../../../shared/schemas/site';

/** The week as the form shows it, Monday first like SPEC's "Monday to Friday". */
export const FORM_WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
// What a day gets when the admin un-ticks "Closed": a normal working day to adjust.
const DEFAULT_OPEN = '09:00';
const DEFAULT_CLOSE = '17:00';

export interface WeekRow {
  day: Weekday;
  closed: boolean;
  open: string;
  close: string;
}

/** The profile with the numbers as typed and the opening hours as one row per weekday. */
export type StoreProfileFormValues = Omit<
  StoreProfileInput,
  'openingHours' | 'yearsOfExperience' | 'mapLocation'
> & {
  yearsOfExperience: number | undefined;
  mapLocation: { lat: number | undefined; lng: number | undefined };
  week: WeekRow[];
};

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

const weekRowSchema = z
  .object({ day: z.enum(WEEKDAYS), closed: z.boolean(), open: z.string(), close: z.string() })
  .superRefine((row, ctx) => {
    if (row.closed) return;
    if (!clock.test(row.open)) {
      ctx.addIssue({ code: 'custom', path: ['open'], message: 'validation.required' });
    }
    if (!clock.test(row.close)) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'validation.required' });
    } else if (clock.test(row.open) && !closesAfterOpening(row.open, row.close)) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'validation.closeAfterOpen' });
    }
  });

/** The shared rules of the API, with the week rows turned into its opening periods. */
export const storeProfileFormSchema = storeProfileInputSchema
  .omit({ openingHours: true })
  .extend({ week: z.array(weekRowSchema) })
  .transform(
    ({ week, ...profile }): StoreProfilePayload => ({
      ...profile,
      openingHours: week
        .filter((row) => !row.closed)
        .map(({ day, open, close }) => ({ day, open, close })),
    }),
  );

const blank = { en: '', ar: '' };

export function toFormValues(profile: StoreProfile | null): StoreProfileFormValues {
  const week = FORM_WEEK.map((day): WeekRow => {
    const period = profile?.openingHours?.find((p) => p.day === day);
    return period
      ? { day, closed: false, open: period.open, close: period.close }
      : { day, closed: true, open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
  });
  if (!profile) {
    return {
      name: blank,
      tagline: blank,
      logoText: blank,
      phone: '',
      whatsapp: '',
      email: '',
      yearsOfExperience: undefined,
      factoryAddress: blank,
      officeAddress: blank,
      mapLocation: { lat: undefined, lng: undefined },
      businessHours: [],
      mission: blank,
      vision: blank,
      about: blank,
      partners: [],
      social: { facebook: '', instagram: '', x: '', youtube: '' },
      week,
    };
  }
  const { openingHours: _, ...rest } = profile;
  return { ...rest, week };
}
