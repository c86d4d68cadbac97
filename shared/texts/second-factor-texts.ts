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
  notOn: 'Two-step sign-in is not on for this account.',
  adminsKeepIt: 'Admin accounts must keep two-step sign-in on. You can renew your recovery codes instead.',
  passwordLabel: 'Your password',
  startHint: 'Asked again so that only you can turn it on.',
  manageIntro:
    'To turn two-step sign-in off or get new recovery codes, enter your password and a current code from your app (or one of your recovery codes).',
  turnOff: 'Turn off two-step sign-in',
  manage: 'Manage',
  turnedOff: 'Two-step sign-in is off. Your other devices have been signed out.',
  renewCodes: 'Get new recovery codes',
  renewedIntro: 'Your old recovery codes no longer work. Keep these somewhere safe: they are shown only this once.',
  offSubject: 'Two-step sign-in was turned off on your JobBoard account',
  offText: (name: string) =>
    [
      `Hello ${name},`,
      '',
      'Two-step sign-in was turned off for your JobBoard account, and its other devices were signed out.',
      '',
      'If you did not make this change, reset your password at once with "Forgot password" on the sign-in page,',
      'turn two-step sign-in on again on your profile and contact us.',
    ].join('\n'),
  codesSubject: 'New recovery codes for your JobBoard account',
  codesText: (name: string) =>
    [
      `Hello ${name},`,
      '',
      'New recovery codes were made for your JobBoard account; the old ones no longer work.',
      '',
      'If you did not make this change, reset your password at once with "Forgot password" on the sign-in page',
      'and contact us.',
    ].join('\n'),
  verified: 'You are signed in.',
  title: 'Two-step sign-in',
  intro:
    'Scan the QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
  adminIntro: 'Admin accounts must use two-step sign-in before they can open the admin desk.',
  manualKey: 'Cannot scan? Enter this key in the app:',
  codeLabel: 'Code from your app',
  codeHint: '6 digits, or one of your recovery codes',
  // While turning it on: the recovery codes come only once the first code is accepted.
  setupCodeHint: 'The 6 digits your app shows',
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
