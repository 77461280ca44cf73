import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Review, reviewInputSchema } from '../../../shared/schemas/reviews';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { users } from '../auth/tables';
import { orderItems, orders } from '../orders/tables';
import { productReviews, products } from './tables';

type Input = z.output<typeof reviewInputSchema>;

/** Ratings from customers who received the product; they feed the rating sort and stars. */
export function createReviews(ctx: AppContext) {
  const { db } = ctx;

  return {
    async add(productId: string, userId: string, input: Input): Promise<Review> {
      const [received] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.productId, productId),
            eq(orders.userId, userId),
            eq(orders.deliveryStatus, 'delivered'),
          ),
        )
        .limit(1);
      if (!received) throw new AppError('FORBIDDEN', 403, 'reviews.notDelivered');
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
      const [author] = await db
        .select({ firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
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
      const rows = await db
        .select({ review: productReviews, firstName: users.firstName })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(and(eq(productReviews.productId, productId), eq(productReviews.isApproved, true)))
        .orderBy(desc(productReviews.createdAt))
        .limit(50);
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
