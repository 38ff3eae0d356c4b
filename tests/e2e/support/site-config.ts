/** The support address the browser-test server is configured with (SUPPORT_EMAIL), unlike the default. */
export const E2E_SUPPORT_EMAIL = 'help@e2e-support.example.com';

/** The company the browser-test server names (COMPANY_LEGAL_NAME, COMPANY_ADDRESS). */
export const E2E_COMPANY = { legalName: 'E2E Learning Company Ltd', postalAddress: '42 Test Lane, Exampleton EX1 2MP, United Kingdom' } as const;

/** The browser-test server's AUTH_SECRET (required with a PostgreSQL DATABASE_URL), for journeys that sign a link as an email would carry it. */
export const E2E_AUTH_SECRET = 'the-e2e-server-signs-sessions-with-this-secret';
