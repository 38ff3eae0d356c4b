import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import type { MAIL_MODES } from '../shared/api/admin-emails';
import { hasControlCharacters } from '../shared/api/text';
import { DEFAULT_SUPPORT_EMAIL, SITE_NAME } from '../shared/brand';

/**
 * Configuration comes from the environment only, checked once at start. A bad value stops
 * the server with one line naming the variable (see ConfigError), never a stack trace.
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: readonly string[], hint: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: hint },
  );

const isEmailAddress = (value: string) => z.email().safeParse(value).success;

/** A PEM in one environment line has its line breaks written as `\n`. */
const unescapeNewlines = (pem: string) => pem.replace(/\\n/g, '\n');

function isEd25519PrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(unescapeNewlines(pem)).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/** One mailbox, with or without a display name: `no-reply@example.com` or `"Name" <no-reply@example.com>`. */
function parseMailbox(value: string): MailAddress | undefined {
  const entries = addressparser(value);
  const [entry] = entries;
  if (entries.length !== 1 || !entry || entry.group || !isEmailAddress(entry.address)) return undefined;
  return { name: entry.name, address: entry.address };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: optionalString.default('127.0.0.1'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  DATA_DIR: optionalString.default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'must be a postgres:// URL'),
  AUTH_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'must be an absolute http(s) URL'),
  CREDENTIAL_SIGNING_KEY: optionalString.refine((value) => value === undefined || isEd25519PrivateKey(value), {
    message: 'must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)',
  }),
  ADMIN_EMAIL: optionalString.refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: 'must be an email address',
  }),
  ADMIN_PASSWORD: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(10),
  RATE_LIMIT_SCALE: z.coerce.number({ message: 'must be a number' }).min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalString,
  SMTP_URL: optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@smtp.example.com:465' },
  ),
  MAIL_FROM: optionalString.refine((value) => value === undefined || parseMailbox(value) !== undefined, {
    message: 'must be one email address, optionally with a name: "AI Action Academy" <no-reply@example.com>',
  }),
  SUPPORT_EMAIL: optionalString.refine((value) => value === undefined || isEmailAddress(value), {
    message: 'must be an email address',
  }),
  SUPPORT_REPLY_ADDRESS: optionalString.refine((value) => value === undefined || (value.includes('{thread}') && isEmailAddress(value.replace('{thread}', 'x'))), {
    message: 'must be an email address containing {thread}, e.g. support+{thread}@example.com',
  }),
  INBOUND_MAIL_SECRET: optionalString.refine((value) => value === undefined || value.length >= 24, { message: 'must be at least 24 characters' }),
  S3_BUCKET: optionalString.refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
    message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
  }),
  S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'must be an http(s) URL, e.g. https://s3.eu-central-1.amazonaws.com'),
  S3_REGION: optionalString.refine((value) => value === undefined || /^[a-z0-9-]+$/.test(value), { message: 'must be a region name such as eu-central-1' }),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  ALLOW_TEST_PAYMENTS: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  STRIPE_SECRET_KEY: optionalString.refine((value) => value === undefined || /^(sk|rk)_(test|live)_\w+$/.test(value), {
    message: 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)',
  }),
  STRIPE_WEBHOOK_SECRET: optionalString.refine((value) => value === undefined || value.startsWith('whsec_'), { message: 'must be a webhook signing secret (whsec_…)' }),
  STRIPE_PRICE_PRO: optionalString.refine((value) => value === undefined || value.startsWith('price_'), { message: 'must be a Stripe price id (price_…)' }),
  STRIPE_PRICE_ELITE: optionalString.refine((value) => value === undefined || value.startsWith('price_'), { message: 'must be a Stripe price id (price_…)' }),
  LEARNING_EMAILS_INTERVAL_SECONDS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(86_400, 'must be at most 86400 (a day)').default(300),
  LEARNING_EMAILS_CLOCK_FILE: optionalString,
  RENEWAL_NOTICES_INTERVAL_SECONDS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(86_400, 'must be at most 86400 (a day)').default(3600),
  RENEWAL_NOTICES_CLOCK_FILE: optionalString,
  STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'must be an http(s) URL such as http://127.0.0.1:12111'),
  COMPANY_LEGAL_NAME: optionalString.refine((value) => value === undefined || (value.length <= 200 && !hasControlCharacters(value)), {
    message: 'must be one line of at most 200 characters',
  }),
  COMPANY_ADDRESS: optionalString.refine((value) => value === undefined || (value.length <= 300 && !hasControlCharacters(value)), {
    message: 'must be one line of at most 300 characters, parts separated by commas',
  }),
  COMPANY_TAX_ID: optionalString.refine((value) => value === undefined || (value.length <= 50 && !hasControlCharacters(value)), {
    message: 'must be one line of at most 50 characters',
  }),
  STRIPE_AUTOMATIC_TAX: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type MailMode = (typeof MAIL_MODES)[number];

export interface MailAddress {
  name: string;
  address: string;
}

/** Who runs the site, as the terms, the footer and every email name it. */
export interface CompanyIdentity {
  /** COMPANY_LEGAL_NAME, the site's name when unset. */
  legalName: string;
  /** COMPANY_ADDRESS, one line; undefined when unset. */
  postalAddress: string | undefined;
  /** COMPANY_TAX_ID (a VAT or EIN number), printed on invoices; undefined when unset. */
  taxId?: string | undefined;
}

interface MailSettings {
  /** The sender of every message (MAIL_FROM). */
  from: MailAddress;
  /** Where replies and contact messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Signs every message (COMPANY_LEGAL_NAME, COMPANY_ADDRESS). */
  company: CompanyIdentity;
  /** SUPPORT_REPLY_ADDRESS: the Reply-To of a support reply, `{thread}` standing for its thread; support's address when unset. */
  supportReplyAddress: string | undefined;
  /** INBOUND_MAIL_SECRET: the bearer token of POST /api/inbound-mail; the route answers 404 when unset. */
  inboundSecret: string | undefined;
}

/**
 * Where uploaded files live: `disk` under DATA_DIR/files, or `s3` in an S3-compatible bucket.
 * Without keys the AWS SDK finds credentials itself (environment, instance role).
 */
export type StorageConfig =
  | { mode: 'disk' }
  | {
      mode: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
      forcePathStyle: boolean;
    };

/** `smtp`: mail leaves through SMTP_URL; `local`: it is written to DATA_DIR/mailbox as .eml files. */
export type MailConfig = (MailSettings & { mode: 'smtp'; smtpUrl: string }) | (MailSettings & { mode: 'local' });

/**
 * `stripe`: Checkout, Billing Portal and webhooks; `local`: the test-mode checkout of our own (no
 * money moves). `publicSite`: PUBLIC_URL is not a loopback address, so the local checkout runs there
 * only because ALLOW_TEST_PAYMENTS=true chose it, and its test clock is kept from learners.
 */
export type PaymentsConfig =
  | { mode: 'local'; publicSite: boolean }
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      prices: { pro: string; elite: string };
      /** STRIPE_AUTOMATIC_TAX: Stripe computes tax from the buyer's billing address and collects tax IDs. */
      automaticTax?: boolean;
      /** Where Stripe's API is asked (STRIPE_API_URL, tests and a local stand-in only); Stripe's own address when absent. */
      api?: { host: string; port: number; protocol: 'http' | 'https' };
    };

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per process to a PostgreSQL server. */
  databasePoolSize: number;
  authSecret: string | undefined;
  /** The Ed25519 key (PKCS#8 PEM) that signs Open Badges credentials; absent: one kept in DATA_DIR. */
  credentialSigningKey: string | undefined;
  /** Absolute base URL without a trailing slash, used for canonical links and emails. */
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Multiplies the sign-in, sign-up and reset limits (browser and load tests raise it). */
  rateLimitScale: number;
  /** Passed to Fastify's trustProxy: true, or the proxies' addresses or subnets. */
  trustProxy: boolean | string[];
  mail: MailConfig;
  storage: StorageConfig;
  payments: PaymentsConfig;
  /** The learning emails' scheduler (issue 32): how often each process looks, and (tests only) the file its clock reads. */
  learningEmails: { intervalMs: number; clockFile: string | undefined };
  /** The renewal notices' scheduler (issue 33): how often each process looks, and (tests only) the file its clock reads. */
  renewalNotices: { intervalMs: number; clockFile: string | undefined };
}

const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'CREDENTIAL_SIGNING_KEY', 'ADMIN_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'S3_SECRET_ACCESS_KEY']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    // Secrets are never repeated in logs; other values are, to show what was wrong.
    const shown = SECRET_VARIABLES.has(variable) ? '' : ` (got "${hidePassword(String(source[variable] ?? ''))}")`;
    throw new ConfigError(`Invalid ${variable}: ${issue.message}${shown}`);
  }
  const env = parsed.data;
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new ConfigError('Missing AUTH_SECRET: it is required when DATABASE_URL is set, so every instance signs sessions alike');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(`Missing ${env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither`);
  }
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 6) {
    throw new ConfigError('Invalid ADMIN_PASSWORD: must be at least 6 characters');
  }
  if (env.LEARNING_EMAILS_CLOCK_FILE && env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid LEARNING_EMAILS_CLOCK_FILE: it moves the learning emails’ clock for tests and is refused when NODE_ENV=production');
  }
  for (const name of ['RENEWAL_NOTICES_CLOCK_FILE', 'STRIPE_API_URL'] as const) {
    if (env[name] && env.NODE_ENV === 'production') throw new ConfigError(`Invalid ${name}: it is for tests and is refused when NODE_ENV=production`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(/\/+$/, '');
  const payments = paymentsConfig(env, publicUrl);
  const mailSettings: MailSettings = {
    from: env.MAIL_FROM ? parseMailbox(env.MAIL_FROM)! : { name: SITE_NAME, address: `no-reply@${mailDomainOf(publicUrl)}` },
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    company: { legalName: env.COMPANY_LEGAL_NAME ?? SITE_NAME, postalAddress: env.COMPANY_ADDRESS, taxId: env.COMPANY_TAX_ID },
    supportReplyAddress: env.SUPPORT_REPLY_ADDRESS,
    inboundSecret: env.INBOUND_MAIL_SECRET,
  };
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    authSecret: env.AUTH_SECRET,
    credentialSigningKey: env.CREDENTIAL_SIGNING_KEY && unescapeNewlines(env.CREDENTIAL_SIGNING_KEY).trim(),
    publicUrl,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    logLevel: env.LOG_LEVEL,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mail: env.SMTP_URL ? { mode: 'smtp', smtpUrl: env.SMTP_URL, ...mailSettings } : { mode: 'local', ...mailSettings },
    storage: storageConfig(env),
    payments,
    learningEmails: { intervalMs: env.LEARNING_EMAILS_INTERVAL_SECONDS * 1000, clockFile: env.LEARNING_EMAILS_CLOCK_FILE },
    renewalNotices: { intervalMs: env.RENEWAL_NOTICES_INTERVAL_SECONDS * 1000, clockFile: env.RENEWAL_NOTICES_CLOCK_FILE },
  };
}

function storageConfig(env: Env): StorageConfig {
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).find((name) => env[name] !== undefined);
    if (stray) throw new ConfigError(`Missing S3_BUCKET: ${stray} is set, but files go to S3 only with a bucket (unset ${stray} to keep files under DATA_DIR)`);
    return { mode: 'disk' };
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(`Missing ${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys, or neither to use the SDK's own credentials`);
  }
  return {
    mode: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? env.S3_ENDPOINT !== undefined : env.S3_FORCE_PATH_STYLE === 'true',
  };
}

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ELITE'] as const;

/**
 * With a Stripe key set, the webhook secret and both yearly prices are needed too. Without one, the
 * local test mode, which fails closed: on a site reachable by others (PUBLIC_URL not a loopback
 * address) it runs only when ALLOW_TEST_PAYMENTS=true says so, else anyone could buy a plan by
 * pressing 'Pay'. A Stripe key wins over ALLOW_TEST_PAYMENTS.
 */
function paymentsConfig(env: Env, publicUrl: string): PaymentsConfig {
  if (!env.STRIPE_SECRET_KEY) {
    const stray = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ELITE'] as const).find((name) => env[name] !== undefined);
    if (stray) throw new ConfigError(`Missing STRIPE_SECRET_KEY: ${stray} is set, but payments use Stripe only with a secret key`);
    const publicSite = !isLoopbackUrl(publicUrl);
    if (publicSite && env.ALLOW_TEST_PAYMENTS !== 'true') {
      throw new ConfigError(
        `Missing ${STRIPE_VARIABLES.slice(0, -1).join(', ')} and ${STRIPE_VARIABLES.at(-1)}: PUBLIC_URL ${publicUrl} is not a loopback address, so payments need Stripe (set ALLOW_TEST_PAYMENTS=true to run the local test checkout there, where no money moves)`,
      );
    }
    return { mode: 'local', publicSite };
  }
  for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ELITE'] as const) {
    if (!env[name]) throw new ConfigError(`Missing ${name}: it is required when STRIPE_SECRET_KEY is set`);
  }
  return {
    mode: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: { pro: env.STRIPE_PRICE_PRO!, elite: env.STRIPE_PRICE_ELITE! },
    ...(env.STRIPE_API_URL ? { api: stripeApiAddress(env.STRIPE_API_URL) } : {}),
    automaticTax: env.STRIPE_AUTOMATIC_TAX === 'true',
  };
}

function stripeApiAddress(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Only this machine can reach the site: localhost (or a name under it), 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** The site's host name without "www."; an IP address or a bare host name becomes "localhost". */
function mailDomainOf(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, '');
  return isIP(host.replace(/^\[|\]$/g, '')) !== 0 || !host.includes('.') ? 'localhost' : host;
}

/** Error messages echo the value: a URL's password (SMTP_URL, DATABASE_URL) is not repeated into logs. */
function hidePassword(value: string): string {
  return value.replace(/(^|\/\/)([^\s/:@]*):([^\s/]+)@/, '$1$2:***@');
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}
