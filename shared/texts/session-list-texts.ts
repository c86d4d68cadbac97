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
  /** This device's last activity: it is the one in use. */
  activeNow: 'Active now',
  /** Each button names its own session: two browsers of the same kind differ by network and sign-in day. */
  signOutOf: (device: string, network: string, signedIn: string) =>
    `Sign out of ${device} on network ${network}, signed in ${signedIn}`,
  empty: 'No other sessions.',
  loadFailed: 'We could not load your sessions. Please try again.',
  sessionNotFound: 'Session not found',
  sessionEnded: 'That session has been signed out',
  signOutFailed: 'We could not sign out that session. Please try again.',
} as const;
