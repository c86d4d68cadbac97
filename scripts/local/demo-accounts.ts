/** The demo accounts the seed creates, printed by `npm start` and listed in the README. */
export const demoAccounts = [
  { role: 'Job seeker', username: 'jane.seeker', password: 'demo1234' },
  { role: 'Company', username: 'acme.hr', password: 'demo1234' },
  { role: 'Admin', username: 'admin', password: 'demo1234' },
] as const;
