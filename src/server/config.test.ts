import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, dataDir: './data', databaseUrl: undefined, publicUrl: 'http://127.0.0.1:3000' });
  });

  it('names the variable and the problem in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError('Invalid PORT: must be a port number (got "eighty")'));
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Invalid PORT: must be between 0 and 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'example.com' })).toThrow(/^Invalid PUBLIC_URL/);
  });

  it('requires AUTH_SECRET with a PostgreSQL server, so every instance signs sessions alike', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/db' })).toThrow(/^Missing AUTH_SECRET/);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/db', AUTH_SECRET: 'x'.repeat(32) }).databaseUrl).toBe('postgres://localhost/db');
  });

  it('takes an Ed25519 credential signing key in PEM, in one line or several, and refuses any other key without repeating it', () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(loadConfig({ CREDENTIAL_SIGNING_KEY: pem }).credentialSigningKey).toBe(pem.trim());
    expect(loadConfig({ CREDENTIAL_SIGNING_KEY: pem.replace(/\n/g, '\\n') }).credentialSigningKey).toBe(pem.trim());
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadConfig({ CREDENTIAL_SIGNING_KEY: rsa })).toThrow('Invalid CREDENTIAL_SIGNING_KEY: must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)');
  });

  it('never repeats a secret in its message', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short-secret' })).toThrow(new ConfigError('Invalid AUTH_SECRET: must be at least 32 characters'));
  });

  it('wants the admin email and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/^Missing ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' })).toThrow(/^Invalid ADMIN_EMAIL/);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'secret1' }).admin).toEqual({ email: 'boss@example.com', password: 'secret1' });
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.com/', ALLOW_TEST_PAYMENTS: 'true' }).publicUrl).toBe('https://learn.example.com');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  describe('mail', () => {
    it('uses the local mailbox unless SMTP_URL is set, sending from the site name at the PUBLIC_URL domain', () => {
      expect(loadConfig({}).mail).toEqual({
        mode: 'local',
        from: { name: 'AI Action Academy', address: 'no-reply@localhost' },
        supportEmail: 'support@aiaction.academy',
        company: { legalName: 'AI Action Academy', postalAddress: undefined },
      });
      expect(loadConfig({ PUBLIC_URL: 'https://www.learn.example.com', ALLOW_TEST_PAYMENTS: 'true' }).mail.from).toEqual({ name: 'AI Action Academy', address: 'no-reply@learn.example.com' });
      expect(loadConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).mail).toMatchObject({ mode: 'smtp', smtpUrl: 'smtps://user:pass@smtp.example.com:465' });
    });

    it('takes a per-thread reply address for support replies only with {thread} in it, and an inbound secret of at least 24 characters', () => {
      expect(loadConfig({ SUPPORT_REPLY_ADDRESS: 'support+{thread}@example.com', INBOUND_MAIL_SECRET: 'x'.repeat(24) }).mail).toMatchObject({
        supportReplyAddress: 'support+{thread}@example.com',
        inboundSecret: 'x'.repeat(24),
      });
      expect(() => loadConfig({ SUPPORT_REPLY_ADDRESS: 'support@example.com' })).toThrow(/^Invalid SUPPORT_REPLY_ADDRESS: must be an email address containing \{thread\}/);
      expect(() => loadConfig({ INBOUND_MAIL_SECRET: 'short' })).toThrow(/^Invalid INBOUND_MAIL_SECRET: must be at least 24 characters/);
    });

    it('reads the company’s legal name and postal address, which sign every email', () => {
      const config = loadConfig({ COMPANY_LEGAL_NAME: 'Action Learning Ltd', COMPANY_ADDRESS: '1 High Street, Leeds LS1 1AA, United Kingdom' });
      expect(config.mail.company).toEqual({ legalName: 'Action Learning Ltd', postalAddress: '1 High Street, Leeds LS1 1AA, United Kingdom' });
      expect(() => loadConfig({ COMPANY_ADDRESS: '1 High Street\nLeeds' })).toThrow('Invalid COMPANY_ADDRESS: must be one line of at most 300 characters, parts separated by commas');
      expect(() => loadConfig({ COMPANY_LEGAL_NAME: 'x'.repeat(201) })).toThrow(/^Invalid COMPANY_LEGAL_NAME: must be one line/);
    });

    it('reads MAIL_FROM with or without a name, and SUPPORT_EMAIL', () => {
      const config = loadConfig({ MAIL_FROM: '"Daniel at AI Action Academy" <daniel@aiaction.academy>', SUPPORT_EMAIL: 'help@aiaction.academy' });
      expect(config.mail).toMatchObject({ from: { name: 'Daniel at AI Action Academy', address: 'daniel@aiaction.academy' }, supportEmail: 'help@aiaction.academy' });
      expect(loadConfig({ MAIL_FROM: 'hello@aiaction.academy' }).mail.from).toEqual({ name: '', address: 'hello@aiaction.academy' });
    });

    it('names a bad mail variable in one line, without repeating a password', () => {
      expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(
        new ConfigError('Invalid SMTP_URL: must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@smtp.example.com:465 (got "http://smtp.example.com")'),
      );
      expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrow(/^Invalid SMTP_URL/);
      expect(() => loadConfig({ SMTP_URL: 'smtp.example.com:587' })).toThrow(/^Invalid SMTP_URL/);
      expect(() => loadConfig({ SMTP_URL: 'smtpz://mailer:hunter22@smtp.example.com' })).toThrow(/\(got "smtpz:\/\/mailer:\*\*\*@smtp\.example\.com"\)$/);
      expect(() => loadConfig({ DATABASE_URL: 'mysql://app:hunter22@db' })).toThrow(/\(got "mysql:\/\/app:\*\*\*@db"\)$/);
      expect(() => loadConfig({ SMTP_URL: 'mailer:p@ss@smtp.example.com' })).toThrow(/\(got "mailer:\*\*\*@smtp\.example\.com"\)$/);
      expect(() => loadConfig({ MAIL_FROM: 'AI Action Academy' })).toThrow(/^Invalid MAIL_FROM: must be one email address/);
      expect(() => loadConfig({ MAIL_FROM: 'a@example.com, b@example.com' })).toThrow(/^Invalid MAIL_FROM/);
      expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/^Invalid SUPPORT_EMAIL: must be an email address/);
    });
  });

  describe('storage', () => {
    it('keeps files under DATA_DIR unless S3_BUCKET is set', () => {
      expect(loadConfig({}).storage).toEqual({ mode: 'disk' });
      expect(loadConfig({ S3_BUCKET: 'course-files' }).storage).toEqual({
        mode: 's3',
        bucket: 'course-files',
        region: 'us-east-1',
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('reads an S3-compatible endpoint with its keys, addressing the bucket in the path unless told otherwise', () => {
      const storage = loadConfig({ S3_BUCKET: 'course-files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).storage;
      expect(storage).toEqual({
        mode: 's3',
        bucket: 'course-files',
        region: 'eu-central-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      expect(loadConfig({ S3_BUCKET: 'course-files', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
    });

    it('names a bad or missing storage variable in one line, without repeating the secret key', () => {
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/^Missing S3_BUCKET: S3_ENDPOINT is set/);
      expect(() => loadConfig({ S3_BUCKET: 'Course_Files' })).toThrow(/^Invalid S3_BUCKET: must be a bucket name/);
      expect(() => loadConfig({ S3_BUCKET: 'course-files', S3_ENDPOINT: 'ftp://files' })).toThrow(/^Invalid S3_ENDPOINT/);
      expect(() => loadConfig({ S3_BUCKET: 'course-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(/^Missing S3_SECRET_ACCESS_KEY/);
      expect(() => loadConfig({ S3_BUCKET: 'course-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/^Invalid S3_FORCE_PATH_STYLE/);
      expect(() => loadConfig({ S3_BUCKET: 'course-files', S3_SECRET_ACCESS_KEY: 'hunter22' })).toThrow(new ConfigError("Missing S3_ACCESS_KEY_ID: set both S3 keys, or neither to use the SDK's own credentials"));
    });
  });

  describe('payments', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_PRO: 'price_pro', STRIPE_PRICE_ELITE: 'price_elite' };

    it('uses the local test-mode checkout while STRIPE_SECRET_KEY is unset on a loopback address, and Stripe with a key', () => {
      expect(loadConfig({}).payments).toEqual({ mode: 'local', publicSite: false });
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).payments).toEqual({ mode: 'local', publicSite: false });
      expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).payments).toEqual({ mode: 'local', publicSite: false });
      expect(loadConfig({ HOST: '0.0.0.0' }).payments).toEqual({ mode: 'local', publicSite: false });
      expect(loadConfig(stripe).payments).toEqual({ mode: 'stripe', secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc', prices: { pro: 'price_pro', elite: 'price_elite' }, automaticTax: false });
    });

    it("turns on Stripe's automatic tax with STRIPE_AUTOMATIC_TAX=true, and refuses another value", () => {
      expect(loadConfig({ ...stripe, STRIPE_AUTOMATIC_TAX: 'true' }).payments).toMatchObject({ mode: 'stripe', automaticTax: true });
      expect(() => loadConfig({ ...stripe, STRIPE_AUTOMATIC_TAX: 'yes' })).toThrow(/^Invalid STRIPE_AUTOMATIC_TAX: must be true or false/);
      expect(loadConfig({ COMPANY_TAX_ID: 'GB123456789' }).mail.company.taxId).toBe('GB123456789');
    });

    it('points the Stripe SDK at STRIPE_API_URL (a stand-in) outside production only', () => {
      expect(loadConfig({ ...stripe, NODE_ENV: 'test', STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toMatchObject({ api: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
      expect(() => loadConfig({ ...stripe, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(new ConfigError('Invalid STRIPE_API_URL: it is for tests and is refused when NODE_ENV=production'));
      expect(() => loadConfig({ NODE_ENV: 'production', RENEWAL_NOTICES_CLOCK_FILE: '/tmp/clock' })).toThrow(/^Invalid RENEWAL_NOTICES_CLOCK_FILE: it is for tests/);
      expect(loadConfig({}).renewalNotices).toEqual({ intervalMs: 3_600_000, clockFile: undefined });
    });

    it('stops with one line naming a missing price id or webhook secret when a key is set', () => {
      expect(() => loadConfig({ ...stripe, STRIPE_PRICE_ELITE: '' })).toThrow(new ConfigError('Missing STRIPE_PRICE_ELITE: it is required when STRIPE_SECRET_KEY is set'));
      expect(() => loadConfig({ ...stripe, STRIPE_PRICE_PRO: undefined })).toThrow(/^Missing STRIPE_PRICE_PRO/);
      expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/^Missing STRIPE_WEBHOOK_SECRET/);
      expect(() => loadConfig({ STRIPE_PRICE_PRO: 'price_pro' })).toThrow(/^Missing STRIPE_SECRET_KEY: STRIPE_PRICE_PRO is set/);
    });

    it('refuses a public PUBLIC_URL without Stripe settings, in one line naming the variables, unless ALLOW_TEST_PAYMENTS=true', () => {
      const message =
        'Missing STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_ELITE: PUBLIC_URL https://academy.example.com is not a loopback address, so payments need Stripe (set ALLOW_TEST_PAYMENTS=true to run the local test checkout there, where no money moves)';
      expect(() => loadConfig({ PUBLIC_URL: 'https://academy.example.com' })).toThrow(new ConfigError(message));
      expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/^Missing STRIPE_SECRET_KEY, .*PUBLIC_URL http:\/\/192\.168\.1\.20:3000 is not a loopback address/);
      expect(() => loadConfig({ PUBLIC_URL: 'http://127.0.0.1.example.com' })).toThrow(/^Missing STRIPE_SECRET_KEY/);
      expect(() => loadConfig({ PUBLIC_URL: 'https://academy.example.com', ALLOW_TEST_PAYMENTS: 'false' })).toThrow(/^Missing STRIPE_SECRET_KEY/);
      expect(loadConfig({ PUBLIC_URL: 'https://academy.example.com', ALLOW_TEST_PAYMENTS: 'true' }).payments).toEqual({ mode: 'local', publicSite: true });
      expect(loadConfig({ PUBLIC_URL: 'https://academy.example.com', ...stripe }).payments).toMatchObject({ mode: 'stripe' });
      expect(() => loadConfig({ ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(/^Invalid ALLOW_TEST_PAYMENTS/);
    });

    it('names a malformed Stripe value without repeating a secret', () => {
      expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(new ConfigError('Invalid STRIPE_SECRET_KEY: must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)'));
      expect(() => loadConfig({ ...stripe, STRIPE_PRICE_PRO: 'prod_123' })).toThrow(/^Invalid STRIPE_PRICE_PRO: must be a Stripe price id \(price_…\) \(got "prod_123"\)$/);
    });
  });
});
