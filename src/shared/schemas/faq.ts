import { z } from 'zod';
import { FAQ_CATEGORIES } from '../constants';

/** FAQ contract. Both languages travel together: the page searches across them. */
const text = (max: number) =>
  z.string('validation.invalidType').trim().max(max, 'validation.tooLong');

export const faqSchema = z.object({
  id: z.uuid(),
  category: z.enum(FAQ_CATEGORIES),
  questionEn: z.string(),
  questionAr: z.string(),
  answerEn: z.string(),
  answerAr: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** Active questions by SPEC §3's categories (in that order), each in its admin-set order. */
export const faqGroupsSchema = z.object({
  groups: z.array(z.object({ category: z.enum(FAQ_CATEGORIES), items: z.array(faqSchema) })),
});
export type FaqGroups = z.infer<typeof faqGroupsSchema>;

export const adminFaqSchema = faqSchema.extend({
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqListSchema = z.object({ items: z.array(adminFaqSchema) });

export const faqInputSchema = z.strictObject({
  category: z.enum(FAQ_CATEGORIES, 'validation.required'),
  questionEn: text(300).min(1, 'validation.required'),
  questionAr: text(300).min(1, 'validation.required'),
  answerEn: text(5000).min(1, 'validation.required'),
  answerAr: text(5000).min(1, 'validation.required'),
  isActive: z.boolean().default(true),
});
export type FaqInput = z.input<typeof faqInputSchema>;
export type FaqPayload = z.output<typeof faqInputSchema>;

/** Every id of one category, in the new order (move up / move down). */
export const faqReorderSchema = z.strictObject({
  category: z.enum(FAQ_CATEGORIES),
  ids: z.array(z.uuid()).min(1).max(500),
});
