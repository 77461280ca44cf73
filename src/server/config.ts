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
  // Only for the status inquiry's auth call (PAYMOB.md §5); unset: the secret key is sent.
  PAYMOB_API_KEY: z.string().min(1).optional(),
  SEED_DEMO: booleanString.optional(),
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
    apiKey: string | undefined;
  };
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Requests per minute (contact: messages per 10 minutes); not environment variables, but tests
   * lower or raise them.
   */
  rateLimits: {
    api: number;
    login: number;
    register: number;
    forgotPassword: number;
    contact: number;
  };
  /** How often an instance looks for due background jobs. */
  jobPollMs: number;
  /** Live notifications (SSE): heartbeat interval and how long one connection may live. */
  notificationStream: { heartbeatMs: number; maxLifetimeMs: number };
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
      apiKey: env.PAYMOB_API_KEY,
    },
    seedDemo: env.SEED_DEMO ?? !isProduction,
    logLevel: env.LOG_LEVEL,
    // Per client IP (login: per IP and e-mail). Mobile carriers put many customers behind one
    // address, so the API-wide limit is generous; the auth limits are the tight ones.
    rateLimits: { api: 1200, login: 10, register: 5, forgotPassword: 5, contact: 5 },
    jobPollMs: 2000,
    // 25 s: under the 30-60 s idle timeouts of common proxies. 15 min: the access token's life.
    notificationStream: { heartbeatMs: 25_000, maxLifetimeMs: 15 * 60_000 },
  };
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}
