/** What the frame says when a session ends: signed out here, everywhere, or by the server. */
export const sessionNotices = {
  logoutFailed: 'Logout failed',
  loggedOut: 'Logged out',
  loggedOutText: 'You have been successfully logged out',
  loggedOutEverywhereText: 'You have been signed out on all your devices',
  sessionEnded: 'Your session has ended',
  sessionEndedText: 'You were signed out, perhaps after a while away or from another device. Sign in again to go on.',
} as const;
