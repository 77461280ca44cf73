import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Review, reviewInputSchema } from '../../../shared/schemas/reviews';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { userContact, userContacts } from '../auth';
import { productReviews, products } from './tables';

type Input = z.output<typeof reviewInputSchema>;

export interface ReviewDeps {
  /** Whether the customer has received the product (orders, which sit above the catalog). */
  hasReceived: (userId: string, productId: string) => Promise<boolean>;
}

/** Ratings from customers who received the product; they feed the rating sort and stars. */
export function createReviews(ctx: AppContext, { hasReceived }: ReviewDeps) {
  const { db } = ctx;

  return {
    async add(productId: string, userId: string, input: Input): Promise<Review> {
      if (!(await hasReceived(userId, productId))) {
        throw new AppError('FORBIDDEN', 403, 'reviews.notDelivered');
      }
      const review = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(productReviews)
          .values({ productId, userId, rating: input.rating, comment: input.comment })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('CONFLICT', 409, 'reviews.alreadyRated');
        await tx
          .update(products)
          .set({
            ratingAverageX100: sql`(select round(avg(rating) * 100)::int from product_reviews where product_id = ${productId} and is_approved)`,
            ratingCount: sql`(select count(*)::int from product_reviews where product_id = ${productId} and is_approved)`,
          })
          .where(eq(products.id, productId));
        return row;
      });
      await ctx.catalogVersion.bump();
      const author = (await userContact(db, userId))!;
      return {
        id: review.id,
        productId,
        rating: review.rating,
        comment: review.comment,
        authorName: author.firstName,
        createdAt: review.createdAt.toISOString(),
      };
    },

    async list(productId: string): Promise<Review[]> {
      const reviews = await db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.isApproved, true)))
        .orderBy(desc(productReviews.createdAt))
        .limit(50);
      const authors = await userContacts(db, [...new Set(reviews.map((r) => r.userId))]);
      // A review goes with its author's account (the foreign key cascades); skip a straggler.
      const rows = reviews.flatMap((review) => {
        const author = authors.get(review.userId);
        return author ? [{ review, firstName: author.firstName }] : [];
      });
      return rows.map(({ review, firstName }) => ({
        id: review.id,
        productId,
        rating: review.rating,
        comment: review.comment,
        authorName: firstName,
        createdAt: review.createdAt.toISOString(),
      }));
    },
  };
}
