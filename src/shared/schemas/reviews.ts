import { z } from 'zod';

/** POST /api/products/:id/reviews: a customer who received the product rates it once. */
export const reviewInputSchema = z.strictObject({
  rating: z
    .number('validation.invalidRating')
    .int('validation.invalidRating')
    .min(1, 'validation.invalidRating')
    .max(5, 'validation.invalidRating'),
  comment: z.string().trim().max(2000, 'validation.tooLong').default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({ items: z.array(reviewSchema) });
