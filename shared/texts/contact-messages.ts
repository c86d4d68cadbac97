/** Messages of the contact form's API, worded here; the page shows them as received. */
export const contactMessages = {
  subjectRequired: 'Please enter a subject',
  subjectMax: 'Subject must be at most 200 characters',
  messageRequired: 'Please enter your message',
  messageMax: 'Message must be at most 5,000 characters',
  tooManyMessages: (minutes: number) =>
    `Too many messages from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  notQueued: 'Your message could not be sent just now. Please try again in a minute.',
  sendFailed: 'Your message was not sent',
} as const;
