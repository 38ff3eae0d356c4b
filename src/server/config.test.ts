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

  it('never repeats a secret in its message', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short-secret' })).toThrow(new ConfigError('Invalid AUTH_SECRET: must be at least 32 characters'));
  });

  it('wants the admin email and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/^Missing ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' })).toThrow(/^Invalid ADMIN_EMAIL/);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'secret1' }).admin).toEqual({ email: 'boss@example.com', password: 'secret1' });
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.com/' }).publicUrl).toBe('https://learn.example.com');
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
      expect(loadConfig({ PUBLIC_URL: 'https://www.learn.example.com' }).mail.from).toEqual({ name: 'AI Action Academy', address: 'no-reply@learn.example.com' });
      expect(loadConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).mail).toMatchObject({ mode: 'smtp', smtpUrl: 'smtps://user:pass@smtp.example.com:465' });
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
});
