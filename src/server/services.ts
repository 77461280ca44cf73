import type { AppContext } from './context';
import { createAddressesService } from './features/addresses/service';
import { recordAudit } from './features/audit';
import { createAuditService } from './features/audit/service';
import { createAuthService } from './features/auth/service';
import { createAdminBlog } from './features/blog/admin-service';
import { createBlogService } from './features/blog/service';
import { mergeGuestCartOnSignIn } from './features/cart';
import { createReorder } from './features/cart/reorder';
import { createCartService } from './features/cart/service';
import { catalogLabels } from './features/catalog';
import { createCatalogAdmin } from './features/catalog/admin-service';
import { createCatalogImport } from './features/catalog/import/service';
import { createReviews } from './features/catalog/reviews';
import { createCatalogService } from './features/catalog/service';
import { createCatalogStock } from './features/catalog/stock-alerts';
import { createDashboardService } from './features/dashboard/service';
import { couponLabels } from './features/discounts';
import { createDiscountsAdmin } from './features/discounts/admin-service';
import { createFaqService } from './features/faq/service';
import { createFavoritesService } from './features/favorites/service';
import { createInvoicesService } from './features/invoices/service';
import { createNotificationsService } from './features/notifications/service';
import {
  couponUsedBy,
  hasReceived,
  orderCountsByProduct,
  orderLabels,
  orderWithLines,
  recentOrdersOf,
} from './features/orders';
import { createAdminOrders } from './features/orders/admin-service';
import { createCashOnDelivery } from './features/orders/cash-on-delivery';
import { createCustomerCancel } from './features/orders/customer-cancel';
import { createOrderNotes } from './features/orders/notes';
import { createOrdersService } from './features/orders/service';
import { createPaymentRefunds } from './features/payments/refunds';
import { createPaymentsService } from './features/payments/service';
import { adjustPrice, saleSaving } from './features/pricing';
import { createPricingService } from './features/pricing/service';
import { createReturnsAdmin } from './features/returns/admin-service';
import { createReturnsService } from './features/returns/service';
import { createSearchAdmin } from './features/search/admin-service';
import { createSearchService } from './features/search/service';
import { createSettingsService } from './features/settings/service';
import { liveShipmentsOf } from './features/shipments';
import { createShipmentsService } from './features/shipments/service';
import { createShippingService } from './features/shipping/service';
import { createLegalService } from './features/site/legal-service';
import { threadLabels } from './features/support';
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
      support_thread: (ids) => threadLabels(db, ids),
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
  // Search sits above the catalog: it reads it through catalog/index.ts, and the catalog gets its
  // ranking and its search counting here (issue 23, decision 047).
  const search = createSearchService(ctx);
  const catalog = createCatalogService(db, {
    saleSaving,
    search: search.searchProducts,
    onSearchShown: search.stats.record,
    catalogVersion: () => ctx.catalogVersion.current(),
  });
  const catalogAdmin = createCatalogAdmin(db, ctx.storage, {
    orderCounts: (productIds) => orderCountsByProduct(db, productIds),
    adjustPrice,
  });
  // Stock alerts, back-in-stock requests and the stock history (decision 058).
  const catalogStock = createCatalogStock(ctx, {
    settings,
    orderNumbers: async (ids) =>
      (await orderLabels(db, ids)).map((order) => ({ id: order.id, number: order.en })),
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
  // Auth is below audit: its two-factor changes are recorded with audit's recordAudit.
  const auth = createAuthService(ctx, {
    onSignIn: mergeGuestCartOnSignIn(cart, ctx.config),
    recordAudit,
  });
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
  // Refunds and voids (decision 042): each method's provider refunds and voids (038).
  const paymentRefunds = createPaymentRefunds(ctx, { providers: payments.providers });
  const returns = createReturnsService(ctx, { settings });
  return {
    settings,
    shipping,
    audit,
    catalog,
    catalogAdmin,
    // Product CSV export and import (issue 22, decision 057).
    catalogImport: createCatalogImport(db, { appOrigin: new URL(ctx.config.appUrl).origin }),
    catalogStock,
    search,
    searchAdmin: createSearchAdmin(ctx, { stats: search.stats }),
    reviews,
    pricing,
    cart,
    payments,
    paymentRefunds,
    auth,
    orders,
    ordersAdmin: createAdminOrders(ctx),
    ordersCod: createCashOnDelivery(ctx),
    // Notes on orders, and the customer's own cancellation with its refund (decision 046).
    ordersNotes: createOrderNotes(ctx),
    ordersCancel: createCustomerCancel(ctx, {
      refund: async (orderId, customerId, amount) => {
        const outcome = await paymentRefunds.create(
          orderId,
          { kind: 'refund', mode: 'provider', amount, reason: 'Order cancelled by the customer' },
          customerId,
          `customer-cancel-${orderId}`,
        );
        return outcome.ok ? outcome.refund.status : outcome.reason;
      },
    }),
    // Returns (decision 046): above payments, whose refunds give the money back.
    returns,
    returnsAdmin: createReturnsAdmin(ctx, { refunds: paymentRefunds }),
    // Shipments (decision 044): above orders, whose lifecycle they move; couriers from config.
    shipments: createShipmentsService(ctx),
    // Invoices and packing slips (decision 045): read orders and the business details.
    invoices: createInvoicesService(db, {
      settings,
      shipmentsOf: (orderIds) => liveShipmentsOf(db, orderIds),
    }),
    discountsAdmin: createDiscountsAdmin(db),
    favorites: createFavoritesService(ctx.db),
    // The customer's address book, and a past order back into the cart (decision 059): re-order
    // is the cart's, and gets the order it reads from orders, above it.
    addresses: createAddressesService(ctx.db),
    cartReorder: createReorder(db, cart, orderWithLines),
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
