/** The demo accounts the seed creates, printed by `npm start` and listed in the README. */
export const demoAccounts = [
  { role: 'Job seeker', username: 'jane.seeker', password: 'demo1234' },
  { role: 'Company', username: 'acme.hr', password: 'demo1234' },
  { role: 'Admin', username: 'admin', password: 'demo1234' },
] as const;

/**
 * The demo admin's TOTP secret (admins must use two-step sign-in): published, like the demo password, so a person
 * trying the local stack can add it to an authenticator app and the e2e tests can compute its codes. Local only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
