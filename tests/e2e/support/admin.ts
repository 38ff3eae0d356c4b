/** The admin account the browser-test server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password' } as const;
