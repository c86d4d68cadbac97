/** The screen a signed-in user sees on a page that is for another role. */
export const wrongRoleTexts = {
  companyOnlyTitle: 'This page is for company accounts',
  companyOnlyText: (role: string) =>
    `You are signed in as ${role}. Posting jobs and reviewing applicants needs a company account: sign out, then sign up as a company.`,
  otherRoleTitle: 'This page is not for your account',
  otherRoleText: (role: string) => `You are signed in as ${role}, and this page is for other accounts.`,
  signOutAndSignUpAsCompany: 'Sign out and sign up as a company',
} as const;
