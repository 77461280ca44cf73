import type { AppContext } from './context';
import { createAuthService } from './features/auth/service';
import { createBlogService } from './features/blog/service';
import { createCartService } from './features/cart/service';
import { createCatalogService } from './features/catalog/service';
import { createDashboardService } from './features/dashboard/service';
import { createFaqService } from './features/faq/service';
import { createFavoritesService } from './features/favorites/service';
import { createNotificationsService } from './features/notifications/service';
import { createOrdersService } from './features/orders/service';
import { createPaymentsService } from './features/payments/service';
import { createSettingsService } from './features/settings/service';
import { createLegalService } from './features/site/legal-service';
import { createSupportService } from './features/support/service';

/**
 * Every area's service, built once per app in dependency order and handed to routes, jobs and
 * other services through `ctx.services` (docs/architecture.md). Nothing else constructs one,
 * except tools that run without an app (the seed, tests that pin a clock).
 */
export function buildServices(ctx: AppContext) {
  const settings = createSettingsService(ctx.db);
  const catalog = createCatalogService(ctx.db);
  const cart = createCartService(ctx.db, { settings });
  const payments = createPaymentsService(ctx);
  return {
    settings,
    catalog,
    cart,
    payments,
    auth: createAuthService(ctx, { settings }),
    orders: createOrdersService(ctx, { settings, payments }),
    favorites: createFavoritesService(ctx.db),
    notifications: createNotificationsService(ctx.db),
    support: createSupportService(ctx),
    blog: createBlogService(ctx.db),
    faq: createFaqService(ctx.db),
    legal: createLegalService({ settings }),
    dashboard: createDashboardService(ctx.db),
  };
}

export type Services = ReturnType<typeof buildServices>;
