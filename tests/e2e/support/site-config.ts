/** The support address the browser-test server is configured with (SUPPORT_EMAIL), unlike the default. */
export const E2E_SUPPORT_EMAIL = 'help@e2e-support.example.com';

/** The company the browser-test server names (COMPANY_LEGAL_NAME, COMPANY_ADDRESS). */
export const E2E_COMPANY = { legalName: 'E2E Learning Company Ltd', postalAddress: '42 Test Lane, Exampleton EX1 2MP, United Kingdom' } as const;
