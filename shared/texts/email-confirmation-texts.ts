/** Confirming an account's email address: the emails, the API's answers and the screens' words. */
export const emailConfirmationTexts = {
  // Emails
  confirmSubject: 'Confirm your JobBoard email address',
  confirmText: (name: string, link: string) =>
    [
      `Hello ${name},`,
      '',
      'Please confirm that this is your email address, so JobBoard can send you application updates and job alerts.',
      'Open this link within 24 hours:',
      '',
      link,
      '',
      'The link works once. If you did not sign up for JobBoard, ignore this email: we will send nothing else here.',
    ].join('\n'),
  changedSubject: 'Your JobBoard email address was changed',
  changedText: (name: string, newEmail: string) =>
    [
      `Hello ${name},`,
      '',
      `The email address of your JobBoard account was changed to ${newEmail}.`,
      'From now on, our emails go there once it is confirmed.',
      '',
      'If you did not make this change, reset your password at once with "Forgot password" on the sign-in page',
      'and contact us.',
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
    `We sent a link to ${email}. Until you open it you can browse, save jobs and drafts, but not apply, ` +
    'create job alerts or post jobs, and we send you no other emails.',
  sendAgain: 'Send the link again',
  pageTitle: 'Confirm your email address',
  pageText: 'Press the button to confirm the email address of your JobBoard account.',
  confirmButton: 'Confirm my email address',
  missingToken: 'This page needs the link from your confirmation email. Please open the link from the email again.',
  goOn: 'Go to the job board',
  /** After a link that can no longer work, for someone signed out (signed in, the notice above offers a new link). */
  signInForNewLink: 'Sign in to ask for a new link',
} as const;
