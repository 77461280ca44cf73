import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../constants';

/** Suggestions start after this many characters (issue 23). */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 3;

/** GET /api/search/suggest?q= — an over-long query is cut, never refused. */
export const suggestQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, MAX_SEARCH_LENGTH) ?? ''),
});

const categoryRefSchema = z.object({ slug: z.string(), nameEn: z.string(), nameAr: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const suggestionSchema = z.object({
  id: z.uuid(),
  /** In the caller's language (Accept-Language), the other one when it is empty. */
  name: z.string(),
  /** The selling price in EGP. */
  price: z.number(),
  thumbUrl: z.string().nullable(),
  inStock: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResultSchema = z.object({
  products: z.array(suggestionSchema),
  categories: z.array(categoryRefSchema),
  /** The owner sends this term straight to a category. */
  redirect: categoryRefSchema.nullable(),
  /** Nothing found, but this close query finds something. */
  didYouMean: z.string().nullable(),
});
export type SuggestResult = z.infer<typeof suggestResultSchema>;

/** What a search answer adds to the products list (GET /api/products?search=). */
export const searchExtrasSchema = z.object({
  didYouMean: z.string().nullable().optional(),
  redirect: categoryRefSchema.nullable().optional(),
});

// Admin → Search terms

const term = z.string().trim().min(1, 'validation.required').max(60);

export const synonymInputSchema = z.strictObject({
  terms: z
    .array(term)
    .min(2, 'errors.synonymNeedsTwo')
    .max(20)
    .transform((terms) => [...new Set(terms)]),
});
export type SynonymInput = z.input<typeof synonymInputSchema>;

export const synonymGroupSchema = z.object({
  id: z.uuid(),
  terms: z.array(z.string()),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;
export const synonymListSchema = z.object({ items: z.array(synonymGroupSchema) });

export const redirectInputSchema = z.strictObject({
  term: z.string().trim().min(1, 'validation.required').max(MAX_SEARCH_LENGTH),
  categoryId: z.uuid('validation.required'),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const searchRedirectSchema = z.object({
  id: z.uuid(),
  term: z.string(),
  category: categoryRefSchema.extend({ id: z.uuid() }),
  createdAt: z.string(),
});
export type SearchRedirect = z.infer<typeof searchRedirectSchema>;
export const redirectListSchema = z.object({ items: z.array(searchRedirectSchema) });

export const SEARCH_STATS_PERIODS = [7, 30] as const;
export const searchStatsQuerySchema = z.object({
  days: z
    .enum(['7', '30'])
    .default('7')
    .transform((d) => Number(d) as (typeof SEARCH_STATS_PERIODS)[number]),
});

export const searchStatRowSchema = z.object({
  /** The query as shoppers typed it, folded (no user, no session, no address). */
  query: z.string(),
  searches: z.number().int(),
  /** Results of its latest search. */
  lastResults: z.number().int(),
});
export type SearchStatRow = z.infer<typeof searchStatRowSchema>;

export const searchStatsSchema = z.object({
  days: z.number().int(),
  top: z.array(searchStatRowSchema),
  noResults: z.array(searchStatRowSchema),
});
export type SearchStats = z.infer<typeof searchStatsSchema>;
