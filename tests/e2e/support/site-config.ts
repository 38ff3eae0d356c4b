/** The support address the browser-test server is configured with (SUPPORT_EMAIL), unlike the default. */
export const E2E_SUPPORT_EMAIL = 'help@e2e-support.example.com';
