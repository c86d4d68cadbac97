/** The forms' validation messages, word for word as the product defines them. */
export const validation = {
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  nameMin: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  passwordsDontMatch: "Passwords don't match",
  roleRequired: 'Please select a role',
  titleMin: 'Title must be at least 3 characters',
  descriptionMin: 'Description must be at least 10 characters',
  requirementsMin: 'Requirements must be at least 10 characters',
  locationRequired: 'Location is required',
  newPasswordsDontMatch: "New passwords don't match!",
  newPasswordSameAsCurrent: 'This is your current password. Choose a new one.',
  newPasswordTooShort: 'New password must be at least 6 characters long!',
  typeDelete: 'Please type DELETE to confirm account deletion',
} as const;
