/** Words of the second factor (TOTP): the API's answers and the enrolment and sign-in screens. */
export const secondFactorTexts = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  pending: 'Please finish signing in: enter the code from your authenticator app.',
  required:
    'Admin accounts need a second factor. Set up an authenticator app on the two-step sign-in page, then try again.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  replayedCode: 'That code was already used. Wait for the next code in your authenticator app.',
  tooMany: (minutes: number) =>
    `Too many wrong codes. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  alreadyOn: 'Two-step sign-in is already on for this account.',
  notStarted: 'Start the set-up first: the page shows a new QR code to scan.',
  seekersCannot: 'Two-step sign-in is for company and admin accounts.',
  verified: 'You are signed in.',
  title: 'Two-step sign-in',
  intro:
    'Scan the QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
  adminIntro: 'Admin accounts must use two-step sign-in before they can open the admin desk.',
  manualKey: 'Cannot scan? Enter this key in the app:',
  codeLabel: 'Code from your app',
  codeHint: '6 digits, or one of your recovery codes',
  turnOn: 'Turn on two-step sign-in',
  verify: 'Continue',
  isOn: 'Two-step sign-in is on for this account.',
  offer: 'Two-step sign-in asks for a code from your phone at every sign-in, so a stolen password alone opens nothing.',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only this once.',
  done: 'I have saved them',
  qrAlt: 'QR code for your authenticator app',
} as const;
