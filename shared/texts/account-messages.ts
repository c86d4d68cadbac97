/** Messages of the account API, worded here; the screens show them as received. */
export const accountMessages = {
  usernameMax: 'Username must be at most 30 characters',
  usernameCharacters: 'Username may only contain letters, digits, dots, dashes and underscores',
  nameMax: 'Name must be at most 100 characters',
  emailMax: 'Email must be at most 254 characters',
  passwordMaxBytes: 'Password must be at most 72 bytes long (accented letters and emoji count as several bytes)',
  passwordTooCommon: 'This password is too common. Please choose a less common one.',
  passwordContainsName: 'This password contains your username or email name. Please choose another one.',
  roleNotRegistrable: 'Only job seeker and company accounts can be registered',
  websiteInvalid: 'Website must be a web address, such as acme.example or https://acme.example',
  websiteMax: 'Website must be at most 200 characters',
  locationMax: 'Location must be at most 100 characters',
  descriptionMax: 'Description must be at most 2000 characters',
  companyNameMin: 'Company name must be at least 2 characters',
  companyNameMax: 'Company name must be at most 100 characters',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed',
  profileChangedMeanwhile: 'Your profile was changed at the same time elsewhere. Please reload and try again.',
  bodyNotObject: 'The request body must be a JSON object',
  tooManyLoginAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  tooManyResetRequests: (minutes: number) =>
    `Too many password reset requests. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  tooManyRegistrations: (minutes: number) =>
    `Too many registration attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  resetLinkSent:
    'If an account exists for that email address, we have sent it a link to reset your password. The link is valid for one hour.',
  resetRequestNotQueued: 'We could not take your password reset request just now. Please try again in a minute.',
  resetTokenValid: 'This password reset link works',
  resetTokenInvalid: 'This password reset link is invalid, has expired or was already used. Please request a new one.',
  accountDeleted: 'Your account has been deleted',
  tooManyExports: (minutes: number) =>
    `You have downloaded your data several times in a short while. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  resetEmailSubject: 'Reset your JobBoard password',
  resetEmailText: (name: string, username: string, link: string) =>
    [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your JobBoard account.',
      `Your username is ${username}; you can also sign in with this email address.`,
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  adminInviteSubject: 'You are invited to run JobBoard: choose your password',
  adminInviteText: (name: string, username: string, link: string) =>
    [
      `Hello ${name},`,
      '',
      `You have been made an administrator of JobBoard. Your username is ${username}.`,
      'Open this link within 24 hours to choose your password:',
      '',
      link,
      '',
      'The link works once. Then sign in and open "Admin desk" in the menu.',
      'If you did not expect this email, ignore it: nobody can sign in to the account without this link.',
    ].join('\n'),
} as const;
