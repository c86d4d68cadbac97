/** Confirming an account's email address: the emails, the API's answers and the screens' words. */
import type { Role } from '../constants.js';

/** What confirming opens, by role (the API refuses these until then: docs/accounts.md). */
const whatConfirmingOpens: Record<Role, string> = {
  job_seeker: 'so you can apply to jobs and JobBoard can send you application updates and job alerts.',
  company: 'so you can post jobs and JobBoard can email you about your applicants.',
  admin: 'so JobBoard can email you about your account.',
};

export const emailConfirmationTexts = {
  // Emails
  confirmSubject: 'Confirm your JobBoard email address',
  confirmText: (name: string, link: string, role: Role, reason: 'sign-up' | 'change' = 'sign-up') =>
    [
      `Hello ${name},`,
      '',
      `Please confirm that this is your email address, ${whatConfirmingOpens[role]}`,
      'Open this link within 24 hours:',
      '',
      link,
      '',
      reason === 'change'
        ? // Sent to the new address of an existing account: nobody signed up here.
          'The link works once. If you did not ask to use this address for a JobBoard account, ignore this email.'
        : 'The link works once. If you did not sign up for JobBoard, ignore this email: we will send nothing else here.',
    ].join('\n'),
  changedSubject: 'Your JobBoard email address was changed',
  /**
   * To the old address. "Forgot password" cannot help its owner: it mails the account's address, now the new one.
   * What works: signing in with the username (the password may still be theirs) or the contact form, whose
   * messages are mailed to the support address.
   */
  changedText: (name: string, newEmail: string, links: { signIn: string; contact: string }) =>
    [
      `Hello ${name},`,
      '',
      `The email address of your JobBoard account was changed to ${newEmail}.`,
      'From now on, our emails go there once it is confirmed.',
      '',
      'If you did not make this change, someone who knows your password did. "Forgot password" cannot help you:',
      'it would send the link to the new address. Instead:',
      '',
      `- If your password still works, sign in with your username at ${links.signIn}, then on your profile change`,
      '  your password (this signs out every other browser) and set your email address back.',
      `- If you cannot sign in, write to us through the contact form at ${links.contact}, with your username and`,
      "  this address. The form's messages reach our support team by email.",
    ].join('\n'),
  // API answers
  confirmed: 'Your email address is confirmed. Thank you!',
  tokenInvalid: 'This confirmation link is invalid, has expired or was already used. Please ask for a new one.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  linkSent: (email: string) => `We have sent a new confirmation link to ${email}. The link is valid for 24 hours.`,
  tooManyLinks: (minutes: number) =>
    `Too many confirmation emails. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  notQueued: 'We could not send the confirmation link just now. Please try again in a minute.',
  required:
    'Please confirm your email address first: open the link we emailed you, or ask for a new one on your profile.',
  // Screens
  bannerTitle: 'Please confirm your email address',
  bannerText: (email: string) =>
    `We sent a link to ${email}. Until you open it you can browse, save jobs and edit your profile, but not apply, ` +
    'create job alerts or post jobs, and we email you nothing else but the password resets you ask for.',
  sendAgain: 'Send the link again',
  pageTitle: 'Confirm your email address',
  pageText: 'Press the button to confirm the email address of your JobBoard account.',
  confirmButton: 'Confirm my email address',
  missingToken: 'This page needs the link from your confirmation email. Please open the link from the email again.',
  goOn: 'Go to the job board',
  goOnCompany: 'Go to your dashboard',
  /** In the Apply dialog while the address waits: the refusal said before the seeker writes, not after. */
  applyWaits: (email: string) =>
    `Confirm your email address before you send this: open the link we sent to ${email}. What you write here stays in this tab meanwhile.`,
  /** After a link that can no longer work, for someone signed out (signed in, the notice above offers a new link). */
  signInForNewLink: 'Sign in to ask for a new link',
} as const;
