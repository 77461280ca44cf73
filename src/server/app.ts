import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { IMAGE_MAX_BYTES } from '../shared/schemas/catalog-admin';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { addressRoutes } from './features/addresses/routes';
import { adminSearchRoutes } from './features/admin-search/routes';
import { auditAdminRoutes } from './features/audit/admin-routes';
import { COOKIES, findSessionUser, ownerTwoFactorGate, setXsrfCookie } from './features/auth';
import { authRoutes } from './features/auth/routes';
import { blogAdminRoutes } from './features/blog/admin-routes';
import { blogRoutes } from './features/blog/routes';
import { reorderRoutes } from './features/cart/reorder-routes';
import { cartRoutes } from './features/cart/routes';
import { catalogAdminRoutes } from './features/catalog/admin-routes';
import { backInStockRoutes } from './features/catalog/back-in-stock-routes';
import { catalogImportRoutes } from './features/catalog/import/routes';
import { catalogRoutes } from './features/catalog/routes';
import { stockAlertsAdminRoutes } from './features/catalog/stock-alerts-routes';
import { dashboardAdminRoutes } from './features/dashboard/routes';
import { discountsAdminRoutes } from './features/discounts/admin-routes';
import { faqAdminRoutes, faqRoutes } from './features/faq/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { healthRoutes } from './features/health/routes';
import { invoiceAdminRoutes } from './features/invoices/admin-routes';
import { invoiceRoutes } from './features/invoices/routes';
import { notificationAdminRoutes } from './features/notifications/admin-routes';
import { notificationRoutes } from './features/notifications/routes';
import { orderAdminRoutes } from './features/orders/admin-routes';
import { codAdminRoutes, orderConfirmationRoutes } from './features/orders/cod-routes';
import { orderRoutes } from './features/orders/routes';
import { refundAdminRoutes } from './features/payments/refund-routes';
import { paymentRoutes } from './features/payments/routes';
import { returnAdminRoutes } from './features/returns/admin-routes';
import { returnRoutes } from './features/returns/routes';
import { searchAdminRoutes } from './features/search/admin-routes';
import { searchRoutes } from './features/search/routes';
import { createShellRenderer, seoRoutes } from './features/seo/routes';
import { settingsCounters } from './features/settings';
import { settingsAdminRoutes, settingsRoutes } from './features/settings/routes';
import { shipmentAdminRoutes } from './features/shipments/admin-routes';
import { shipmentRoutes } from './features/shipments/routes';
import { shippingAdminRoutes } from './features/shipping/admin-routes';
import { shippingRoutes } from './features/shipping/routes';
import { legalAdminRoutes, legalRoutes } from './features/site/legal-routes';
import { siteRoutes } from './features/site/routes';
import { isInternalRequest } from './features/ssr/renderer';
import { supportAdminRoutes } from './features/support/admin-routes';
import { contactRoutes } from './features/support/contact-routes';
import { supportRoutes } from './features/support/routes';
import { userAdminRoutes } from './features/users/admin-routes';
import { createCatalogVersion } from './lib/catalog-version';
import { pickLanguage } from './lib/i18n';
import { createJobQueue } from './lib/jobs';
import { createMailer, type Mailer, type MailMessage } from './lib/mailer';
import { createLocalNotificationBus, type NotificationBus } from './lib/notification-bus';
import { createPostgresNotificationBus } from './lib/postgres-notification-bus';
import { createSharedRateLimits } from './lib/rate-limit-store';
import { createStorage } from './lib/storage';
import { registerAuth } from './plugins/auth';
import { contentSecurityPolicy } from './plugins/csp';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHttpCache, registerPrivateAnswers } from './plugins/http-cache';
import { answerFrameworkError, registerInputGuards } from './plugins/input-guards';
import { registerResponseCache } from './plugins/response-cache';
import { registerStatic, serveSpaShell } from './plugins/static';
import { buildServices } from './services';
import type { DeclaredRoute } from './types';

export const BODY_LIMIT_BYTES = 1_048_576;
// Often enough that a lost callback is asked about 15–20 minutes after the payment started.
const RECONCILE_EVERY_MS = 5 * 60 * 1000;
// Couriers' missed webhooks (decision 044): open shipments are asked about by a recurring job.
const SHIPMENT_POLL_EVERY_MS = 10 * 60 * 1000;
// Low-stock alerts and back-in-stock notices (decision 058): looked for every minute.
const STOCK_ALERTS_EVERY_MS = 60 * 1000;
// Retries 5 s, 10 s … then hourly: about 5 h before a mail is given up.
export const MAIL_ATTEMPTS = 15;

export interface AppDeps {
  database: Database;
  /** Built web app; defaults to ./dist. */
  webRoot?: string;
  /** Replaces the real mailer (tests that only count mails). */
  mailer?: Mailer;
}

/** Builds the whole app without listening: server.ts listens, tests use app.inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // While closing, a request that arrives on a connection already open is served (its answer
    // closes the connection) rather than answered 503: the stop drill (src/server/faults) sends
    // traffic through SIGTERM and expects no 5xx. New connections are refused by then anyway.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Unreadable URLs and over-long path parameters get the error envelope too.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!config.sessionSecret) throw new Error('buildApp needs config.sessionSecret (see bootstrap)');
  const mailer =
    deps.mailer ??
    createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      app.log,
    );
  const jobs = createJobQueue(
    deps.database.db,
    {
      'email.send': (payload) => mailer.send(payload as unknown as MailMessage),
      'payments.reconcile': () => services.payments.reconcile(),
      'shipments.poll': async () => {
        await services.shipments.poll();
      },
      'catalog.stockAlerts': async () => {
        await services.catalogStock.runAlerts();
      },
    },
    app.log,
    config.jobPollMs,
    // A mail outlives an SMTP outage of hours, not of the default ~75 s (decision 028).
    { 'email.send': MAIL_ATTEMPTS },
  );
  // PostgreSQL: LISTEN/NOTIFY reaches the streams of every instance; PGlite is one process.
  const notificationBus: NotificationBus & { ready?(): Promise<void> } =
    deps.database.kind === 'postgres' && deps.database.pool
      ? createPostgresNotificationBus({ pool: deps.database.pool, log: app.log })
      : createLocalNotificationBus();
  const ctx: AppContext = {
    config,
    database: deps.database,
    db: deps.database.db,
    sessionSecret: config.sessionSecret,
    mailer,
    jobs,
    storage: createStorage(config),
    catalogVersion: createCatalogVersion(settingsCounters(deps.database.db)),
    notificationBus,
    log: app.log,
    storeProfile: () => services.settings.getStoreProfile(),
  };
  const services = buildServices(ctx);
  app.decorate('ctx', { ...ctx, services });
  app.decorateRequest('lang', 'ar');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });

  // Every API route must say who may call it; the auth plugin enforces what it says. The table
  // of what each route declared is kept for the access test that walks every route.
  const routeTable: DeclaredRoute[] = [];
  app.decorate('routeTable', routeTable);
  // And their query schemas, for the test that every free-text parameter is capped.
  const routeQueries = new Map<string, unknown>();
  app.decorate('routeQueries', routeQueries);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url === '/api/docs') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access level`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access });
      if (route.schema?.querystring)
        routeQueries.set(`${method} ${route.url}`, route.schema.querystring);
    }
  });

  registerErrorHandler(app, serveSpaShell);

  await app.register(cookie);
  // Before the access guard and the CSRF check: their hooks end the request with 401/403, and
  // hooks added later would never run, leaving those answers without the security headers.
  // helmet is built once here: @fastify/helmet built it again for every request, re-reading the
  // CSP directives each time (4 % of the app's CPU under the search bench).
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Both this and CSP frame-ancestors: old browsers know only X-Frame-Options.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // Order matters: the access guard answers 401 before the CSRF check answers 403.
  registerAuth(app, {
    secret: config.sessionSecret,
    accessCookie: COOKIES.access,
    findSessionUser,
  });
  // The owner enrols in two-factor sign-in before the admin opens (decision 049).
  app.addHook('onRequest', ownerTwoFactorGate(app));
  registerCsrf(app, {
    cookie: COOKIES.xsrf,
    secret: config.sessionSecret,
    origins: [new URL(config.appUrl).origin],
    setCookie: (reply, token) => setXsrfCookie(reply, config, token),
  });
  registerInputGuards(app);
  registerResponseCache(app, ctx.catalogVersion);
  registerHttpCache(app);
  registerPrivateAnswers(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 10, fields: 10 } });
  // Shared by every instance: Redis when REDIS_URL is set, else PostgreSQL; memory on PGlite.
  const sharedLimits = createSharedRateLimits(
    { redisUrl: config.redisUrl, pool: deps.database.pool },
    app.log,
  );
  app.addHook('onReady', sharedLimits.ready);
  await app.register(rateLimit, {
    max: config.rateLimits.api,
    // Only the API counts: the app's files (a page load fetches dozens) are never limited.
    // Nor the server renderer's in-process calls (one address for every visitor).
    allowList: (request) => !request.url.startsWith('/api/') || isInternalRequest(request),
    timeWindow: '1 minute',
    // An unreachable store lets requests through (logged) rather than answering 429 or 500.
    ...sharedLimits.options,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Green energy shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(legalRoutes);
      await api.register(legalAdminRoutes, { prefix: '/admin' });
      await api.register(settingsRoutes);
      await api.register(authRoutes);
      await api.register(catalogRoutes);
      await api.register(catalogAdminRoutes, { prefix: '/admin' });
      await api.register(catalogImportRoutes, { prefix: '/admin' });
      await api.register(backInStockRoutes);
      await api.register(stockAlertsAdminRoutes, { prefix: '/admin' });
      await api.register(cartRoutes);
      await api.register(favoriteRoutes);
      await api.register(addressRoutes);
      await api.register(reorderRoutes);
      await api.register(notificationRoutes);
      await api.register(notificationAdminRoutes, { prefix: '/admin' });
      await api.register(orderRoutes);
      await api.register(orderAdminRoutes, { prefix: '/admin' });
      await api.register(codAdminRoutes, { prefix: '/admin' });
      await api.register(invoiceRoutes);
      await api.register(invoiceAdminRoutes, { prefix: '/admin' });
      await api.register(orderConfirmationRoutes);
      await api.register(dashboardAdminRoutes, { prefix: '/admin' });
      await api.register(discountsAdminRoutes, { prefix: '/admin' });
      await api.register(userAdminRoutes, { prefix: '/admin' });
      await api.register(adminSearchRoutes, { prefix: '/admin' });
      await api.register(searchRoutes);
      await api.register(searchAdminRoutes, { prefix: '/admin' });
      await api.register(auditAdminRoutes, { prefix: '/admin' });
      await api.register(paymentRoutes);
      await api.register(refundAdminRoutes, { prefix: '/admin' });
      await api.register(returnRoutes);
      await api.register(returnAdminRoutes, { prefix: '/admin' });
      await api.register(settingsAdminRoutes, { prefix: '/admin' });
      await api.register(shippingRoutes);
      await api.register(shippingAdminRoutes, { prefix: '/admin' });
      await api.register(shipmentRoutes);
      await api.register(shipmentAdminRoutes, { prefix: '/admin' });
      await api.register(supportRoutes);
      await api.register(supportAdminRoutes, { prefix: '/admin' });
      await api.register(contactRoutes);
      await api.register(blogRoutes);
      await api.register(blogAdminRoutes, { prefix: '/admin' });
      await api.register(faqRoutes);
      await api.register(faqAdminRoutes, { prefix: '/admin' });
      // The whole API, admin routes included: for admins only in production (decision 040).
      const docsAccess = config.isProduction ? 'admin' : 'public';
      api.get('/docs', { config: { access: docsAccess }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  await registerStatic(app, {
    webRoot: deps.webRoot ?? path.resolve('dist'),
    uploadsRoot: path.join(config.dataDir, 'uploads'),
    shellRenderer: createShellRenderer,
  });

  // During shutdown, answers to in-flight requests close their keep-alive connection, so the
  // server does not wait for idle clients (keepAliveTimeout) before it can exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // An admin's stock edit (a product, a bulk edit, an import) is followed by its alerts at once,
  // not up to a minute later (decision 058).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    if (!/^\/api\/admin\/products(\/|$)/.test(request.routeOptions.url ?? '')) return;
    jobs
      .enqueueOnce('catalog.stockAlerts')
      .catch((error) => app.log.error({ err: error }, 'stock alerts'));
  });

  // Abandoned card payments are looked at every ten minutes, by whichever instance gets there.
  let reconcileTimer: NodeJS.Timeout | undefined;
  let shipmentPollTimer: NodeJS.Timeout | undefined;
  let stockAlertsTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A stream opened right after start must not miss what another instance raises meanwhile.
    await notificationBus.ready?.();
    jobs.start();
    reconcileTimer = setInterval(() => {
      jobs
        .enqueueOnce('payments.reconcile')
        .catch((error) => app.log.error({ err: error }, 'reconcile'));
    }, RECONCILE_EVERY_MS);
    reconcileTimer.unref();
    shipmentPollTimer = setInterval(() => {
      jobs
        .enqueueOnce('shipments.poll')
        .catch((error) => app.log.error({ err: error }, 'shipment poll'));
    }, SHIPMENT_POLL_EVERY_MS);
    shipmentPollTimer.unref();
    stockAlertsTimer = setInterval(() => {
      jobs
        .enqueueOnce('catalog.stockAlerts')
        .catch((error) => app.log.error({ err: error }, 'stock alerts'));
    }, STOCK_ALERTS_EVERY_MS);
    stockAlertsTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(reconcileTimer);
    clearInterval(shipmentPollTimer);
    clearInterval(stockAlertsTimer);
    await jobs.stop();
    await ctx.notificationBus.close();
    mailer.close();
    await sharedLimits.close(); // its last flush needs the database
    await deps.database.close();
  });

  return app;
}
