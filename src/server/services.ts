import type { AppContext } from './context';
import { createAuditService } from './features/audit/service';
import { createAuthService } from './features/auth/service';
import { createAdminBlog } from './features/blog/admin-service';
import { createBlogService } from './features/blog/service';
import { mergeGuestCartOnSignIn } from './features/cart';
import { createCartService } from './features/cart/service';
import { catalogLabels } from './features/catalog';
import { createCatalogAdmin } from './features/catalog/admin-service';
import { createReviews } from './features/catalog/reviews';
import { createCatalogService } from './features/catalog/service';
import { createDashboardService } from './features/dashboard/service';
import { couponLabels } from './features/discounts';
import { createDiscountsAdmin } from './features/discounts/admin-service';
import { createFaqService } from './features/faq/service';
import { createFavoritesService } from './features/favorites/service';
import { createNotificationsService } from './features/notifications/service';
import {
  couponUsedBy,
  hasReceived,
  orderCountsByProduct,
  orderLabels,
  recentOrdersOf,
} from './features/orders';
import { createAdminOrders } from './features/orders/admin-service';
import { createCashOnDelivery } from './features/orders/cash-on-delivery';
import { createOrdersService } from './features/orders/service';
import { createPaymentRefunds } from './features/payments/refunds';
import { createPaymentsService } from './features/payments/service';
import { saleSaving } from './features/pricing';
import { createPricingService } from './features/pricing/service';
import { createSettingsService } from './features/settings/service';
import { createShippingService } from './features/shipping/service';
import { createLegalService } from './features/site/legal-service';
import { createAdminSupport } from './features/support/admin-service';
import { createSupportService } from './features/support/service';
import { createAdminUsers } from './features/users/admin-service';

/**
 * Every area's service, built once per app in dependency order: routes and jobs reach them as
 * `app.ctx.services`, lower areas get higher ones' functions as arguments (docs/architecture.md). Nothing else constructs one,
 * except tools that run without an app (the seed, tests that pin a clock).
 */
export function buildServices(ctx: AppContext) {
  const { db } = ctx;
  // The commerce areas, lowest first: auth → audit → settings → notifications → catalog →
  // shipping, discounts → pricing → cart, favorites → orders → payments. An area imports only lower ones; where a
  // lower one needs a higher one's work, it declares a function and gets it here.
  // Whether a payment method can be used here is the payments area's answer (decision 041).
  const settings = createSettingsService(db, {
    paymentMethodConfigured: (method) => payments.providers.configured(method),
  });
  const audit = createAuditService(db, {
    labelers: {
      order: (ids) => orderLabels(db, ids),
      product: (ids) => catalogLabels.product(db, ids),
      category: (ids) => catalogLabels.category(db, ids),
      color: (ids) => catalogLabels.color(db, ids),
      coupon: (ids) => couponLabels(db, ids),
    },
  });
  // The delivery estimate names the governorate of the customer's newest order (orders, above).
  const shipping = createShippingService(db, {
    settings,
    lastGovernorate: async (userId) => {
      const [last] = await recentOrdersOf(db, userId, 1);
      const to = last?.order.shippingInfo;
      return to?.country === 'EG' ? to.state : null;
    },
  });
  // The sale saving is pricing's to compute (decision 036); the catalog, below it, gets it here.
  const catalog = createCatalogService(db, { saleSaving });
  const catalogAdmin = createCatalogAdmin(db, ctx.storage, {
    orderCounts: (productIds) => orderCountsByProduct(db, productIds),
  });
  const reviews = createReviews(ctx, {
    hasReceived: (userId, productId) => hasReceived(db, userId, productId),
  });
  // Every amount is priced here (decision 036): the cart through this, the order and the card
  // payment with the pure functions of pricing's index.ts.
  const pricing = createPricingService({
    db,
    settings,
    couponUsedBy: (couponId, userId) => couponUsedBy(db, couponId, userId),
  });
  const cart = createCartService(db, { pricing });
  const auth = createAuthService(ctx, { onSignIn: mergeGuestCartOnSignIn(cart, ctx.config) });
  const payments = createPaymentsService(ctx);
  const orders = createOrdersService(ctx, {
    settings,
    payments: {
      isOnline: payments.providers.isOnline,
      available: payments.providers.available,
      start: payments.startPayment,
      retry: payments.retryPayment,
      openRedirect: payments.openRedirect,
    },
  });
  return {
    settings,
    shipping,
    audit,
    catalog,
    catalogAdmin,
    reviews,
    pricing,
    cart,
    payments,
    // Refunds and voids (decision 042): each method's provider refunds and voids (038).
    paymentRefunds: createPaymentRefunds(ctx, { providers: payments.providers }),
    auth,
    orders,
    ordersAdmin: createAdminOrders(ctx),
    ordersCod: createCashOnDelivery(ctx),
    discountsAdmin: createDiscountsAdmin(db),
    favorites: createFavoritesService(ctx.db),
    notifications: createNotificationsService(ctx.db),
    // The shop's own pages and the admin's reports, above commerce: they only read it.
    support: createSupportService(ctx),
    supportAdmin: createAdminSupport(ctx),
    blog: createBlogService(ctx.db),
    blogAdmin: createAdminBlog(ctx.db, ctx.storage),
    faq: createFaqService(ctx.db),
    legal: createLegalService({ settings }),
    dashboard: createDashboardService(ctx.db),
    usersAdmin: createAdminUsers(ctx.db),
  };
}

export type Services = ReturnType<typeof buildServices>;
