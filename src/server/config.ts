import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const urlString = z.string().url();

/** The only environment variables (DESIGN §5). Read once here; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: urlString.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('GreenVolt <no-reply@greenvolt.example>'),
  PAYMOB_API_URL: urlString.default('https://accept.paymob.com'),
  PAYMOB_SECRET_KEY: z.string().min(1).optional(),
  PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
  PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
  PAYMOB_CARD_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  // The other Paymob integrations (decision 041): each method is offered only with its id.
  PAYMOB_WALLET_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  PAYMOB_INSTALMENTS_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  PAYMOB_APPLE_PAY_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  PAYMOB_KIOSK_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  // Only for the status inquiry's auth call (PAYMOB.md §5); unset: the secret key is sent.
  PAYMOB_API_KEY: z.string().min(1).optional(),
  // Limit of every call to Paymob (docs/decisions/028): a hung provider must not hold checkout.
  PAYMOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Bosta, the courier (issue 21, decision 044): offered to staff only when the key is set.
  BOSTA_BASE_URL: urlString.default('https://app.bosta.co/api/v2'),
  BOSTA_API_KEY: z.string().min(1).optional(),
  // The value Bosta sends in the webhook's Authorization header (its dashboard's webhook key).
  BOSTA_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  BOSTA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SEED_DEMO: booleanString.optional(),
  // The owner must enrol in two-factor sign-in before using the admin (decision 049).
  REQUIRE_OWNER_TWO_FACTOR: booleanString.optional(),
  // Storefront pages rendered on the server (docs/decisions/030-server-rendering.md); default on.
  SSR: booleanString.optional(),
  // Shared rate limits for several instances; unset: PostgreSQL (or memory on PGlite).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  // Uploads in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces …)
  // when S3_BUCKET is set; unset: the local directory DATA_DIR/uploads.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, dots, dashes)')
    .optional(),
  S3_ENDPOINT: urlString.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: urlString.optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(true),
  // Which proxies may set X-Forwarded-For/-Proto (docs/deploy.md): addresses, CIDRs or the names
  // loopback/linklocal/uniquelocal, comma-separated; a hop count; true or false.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'must be true, false, a hop count or a list of addresses',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Resolved at start (generated into DATA_DIR outside production); see session-secret.ts. */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymob: {
    apiUrl: string;
    secretKey: string | undefined;
    publicKey: string | undefined;
    hmacSecret: string | undefined;
    cardIntegrationId: number | undefined;
    /** Integration ids of the other methods (decision 041); unset: the method is not offered. */
    walletIntegrationId: number | undefined;
    instalmentsIntegrationId: number | undefined;
    applePayIntegrationId: number | undefined;
    kioskIntegrationId: number | undefined;
    apiKey: string | undefined;
    /** Every call to Paymob gives up after this long. */
    timeoutMs: number;
  };
  /** Bosta (decision 044): unset apiKey = the courier is not offered. */
  bosta: {
    baseUrl: string;
    apiKey: string | undefined;
    webhookSecret: string | undefined;
    /** Every call to Bosta gives up after this long (a create then writes nothing). */
    timeoutMs: number;
  };
  seedDemo: boolean;
  /** While the owner has not enrolled in two-factor sign-in, admin routes answer 403 (049). */
  requireOwnerTwoFactor: boolean;
  /** Public storefront pages are rendered on the server when the SSR bundle is built. */
  ssr: boolean;
  /** Rate limits in Redis (shared by every instance); unset: PostgreSQL or memory. */
  redisUrl: string | undefined;
  /** Uploads in S3-compatible object storage; undefined: the local directory. */
  s3: S3Config | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: whose forwarded headers are believed (client address, scheme). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /**
   * Requests per minute (contact: messages per 10 minutes); not environment variables, but tests
   * lower or raise them.
   */
  rateLimits: {
    api: number;
    login: number;
    /** Failed sign-ins (and wrong current passwords) per client address in 15 minutes. */
    loginFailures: number;
    register: number;
    forgotPassword: number;
    contact: number;
  };
  /** How often an instance looks for due background jobs. */
  jobPollMs: number;
  /** Live notifications (SSE): heartbeat interval and how long one connection may live. */
  notificationStream: { heartbeatMs: number; maxLifetimeMs: number };
}

export interface S3Config {
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO / R2 / Spaces URL, without the bucket. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the browser loads uploads from (a CDN or the bucket's public URL), no trailing slash. */
  publicUrl: string;
  /** https://endpoint/bucket/key (true) or https://bucket.endpoint/key (false). */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  // Empty strings count as unset, as in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !env.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
  if (isProduction && !env.APP_URL) problems.push('APP_URL: required in production');
  const s3 = s3Config(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    paymob: {
      apiUrl: env.PAYMOB_API_URL.replace(/\/$/, ''),
      secretKey: env.PAYMOB_SECRET_KEY,
      publicKey: env.PAYMOB_PUBLIC_KEY,
      hmacSecret: env.PAYMOB_HMAC_SECRET,
      cardIntegrationId: env.PAYMOB_CARD_INTEGRATION_ID,
      walletIntegrationId: env.PAYMOB_WALLET_INTEGRATION_ID,
      instalmentsIntegrationId: env.PAYMOB_INSTALMENTS_INTEGRATION_ID,
      applePayIntegrationId: env.PAYMOB_APPLE_PAY_INTEGRATION_ID,
      kioskIntegrationId: env.PAYMOB_KIOSK_INTEGRATION_ID,
      apiKey: env.PAYMOB_API_KEY,
      timeoutMs: env.PAYMOB_TIMEOUT_MS,
    },
    bosta: {
      baseUrl: env.BOSTA_BASE_URL.replace(/\/$/, ''),
      apiKey: env.BOSTA_API_KEY,
      webhookSecret: env.BOSTA_WEBHOOK_SECRET,
      timeoutMs: env.BOSTA_TIMEOUT_MS,
    },
    seedDemo: env.SEED_DEMO ?? !isProduction,
    requireOwnerTwoFactor: env.REQUIRE_OWNER_TWO_FACTOR ?? isProduction,
    ssr: env.SSR ?? true,
    redisUrl: env.REDIS_URL,
    s3,
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxy(env.TRUST_PROXY, isProduction),
    // Per client IP (login: per IP and e-mail). Mobile carriers put many customers behind one
    // address, so the API-wide limit is generous; the auth limits are the tight ones.
    rateLimits: {
      api: 1200,
      login: 10,
      // Whatever the e-mail: password spraying (decision 040).
      loginFailures: 20,
      register: 5,
      forgotPassword: 5,
      contact: 5,
    },
    jobPollMs: 2000,
    // 25 s: under the 30-60 s idle timeouts of common proxies. 15 min: the access token's life.
    notificationStream: { heartbeatMs: 25_000, maxLifetimeMs: 15 * 60_000 },
  };
}

function s3Config(env: Env, problems: string[]): S3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    for (const name of [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ] as const) {
      if (env[name]) problems.push(`S3_BUCKET: required when ${name} is set`);
    }
    return undefined;
  }
  if (!env.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  if (!env.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  const endpoint = new URL(env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`);
  if (endpoint.pathname !== '/' || endpoint.search) {
    problems.push(
      'S3_ENDPOINT: must be the service URL only, without a path (the bucket is S3_BUCKET)',
    );
  }
  const base = endpoint.origin;
  const bucketUrl = env.S3_FORCE_PATH_STYLE
    ? `${base}/${bucket}`
    : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  return {
    endpoint: base,
    region: env.S3_REGION,
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: (env.S3_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, ''),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}

/**
 * Believing every proxy would let any client claim any address (and so dodge the login limit), so
 * production trusts only the private networks a reverse proxy or load balancer sits on, unless
 * TRUST_PROXY says otherwise; development listens on loopback with no proxy at all.
 */
function trustProxy(value: string | undefined, isProduction: boolean): Config['trustProxy'] {
  if (value === undefined) return isProduction ? 'loopback,linklocal,uniquelocal' : false;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    // A hop count: believe that many proxies in front of the app, whatever their addresses.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
