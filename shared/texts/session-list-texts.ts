/** The profile's "Where you are signed in" section and the answers of its routes. */
export const sessionListTexts = {
  title: 'Where you are signed in',
  intro:
    'Each browser you signed in with this week. The network is the address it last used, with its last part hidden; ' +
    'the place is a rough guess from the address it signed in from.',
  thisDevice: 'This device',
  lastSeen: 'Last active',
  signedIn: 'Signed in',
  network: 'Network',
  place: 'Place',
  placeUnknown: 'Place unknown',
  signOut: 'Sign out',
  signOutOf: (device: string) => `Sign out of ${device}`,
  empty: 'No other sessions.',
  loadFailed: 'We could not load your sessions. Please try again.',
  sessionNotFound: 'Session not found',
  sessionEnded: 'That session has been signed out',
  signOutFailed: 'We could not sign out that session. Please try again.',
} as const;
