/**
 * Every cookie and browser storage key the board sets, with why and for how long, built from the constants the code
 * itself uses: the cookie page lists exactly these. Tests hold the two together (functions/routes/cookies-listed
 * .test.ts for the cookies the API sets, web/src/features/static/pages/cookies.test.tsx for what the site stores),
 * so a new cookie or key cannot ship unlisted. The board has no analytics, advertising or tracking cookies.
 */
import {
  COLOR_SCHEME_STORAGE_KEY,
  FORM_DRAFT_STORAGE_PREFIX,
  SESSION_COOKIE_LOCAL,
  SESSION_COOKIE_SECURE,
  SESSION_LIFETIME_SECONDS,
  SIGNED_IN_COOKIE,
  THEME_STORAGE_KEY,
  VIEWED_JOB_STORAGE_PREFIX,
} from './constants.js';

export type StorageKind = 'Cookie' | 'Local storage' | 'Session storage';

export interface StoredItem {
  /** The name as stored; `<job id>` stands for a number. */
  name: string;
  kind: StorageKind;
  purpose: string;
  lifetime: string;
  /** A cookie's Max-Age, in seconds. */
  maxAgeSeconds?: number;
  /** The name on a copy of the board served over plain http (a browser refuses `__Host-` there). */
  localName?: string;
}

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/** "7 days", "1 hour", "90 seconds": the largest whole unit. */
export function durationWords(seconds: number): string {
  for (const [unit, size] of UNITS) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

const KEPT_IN_BROWSER = 'Until you clear site data';

export const storedItems: readonly StoredItem[] = [
  {
    name: SESSION_COOKIE_SECURE,
    localName: SESSION_COOKIE_LOCAL,
    kind: 'Cookie',
    purpose:
      'Keeps you signed in. Set when you sign in and removed when you sign out; only our server can read it ' +
      `(HttpOnly). A copy of the board run on your own computer over http names it ${SESSION_COOKIE_LOCAL}.`,
    lifetime: durationWords(SESSION_LIFETIME_SECONDS),
    maxAgeSeconds: SESSION_LIFETIME_SECONDS,
  },
  {
    name: SIGNED_IN_COOKIE,
    kind: 'Cookie',
    purpose:
      'Tells the page that you are signed in (it holds only "1" and grants nothing), so a visitor\'s page does not ' +
      'ask for an account it does not have. Set and removed with the sign-in cookie.',
    lifetime: durationWords(SESSION_LIFETIME_SECONDS),
    maxAgeSeconds: SESSION_LIFETIME_SECONDS,
  },
  {
    name: THEME_STORAGE_KEY,
    kind: 'Local storage',
    purpose: 'Remembers whether you chose the light or the dark theme.',
    lifetime: KEPT_IN_BROWSER,
  },
  {
    name: `${COLOR_SCHEME_STORAGE_KEY}-light`,
    kind: 'Local storage',
    purpose: 'Which colour scheme the light theme uses; written with the theme choice.',
    lifetime: KEPT_IN_BROWSER,
  },
  {
    name: `${COLOR_SCHEME_STORAGE_KEY}-dark`,
    kind: 'Local storage',
    purpose: 'Which colour scheme the dark theme uses; written with the theme choice.',
    lifetime: KEPT_IN_BROWSER,
  },
  {
    name: `${VIEWED_JOB_STORAGE_PREFIX}<job id>`,
    kind: 'Session storage',
    purpose: 'Notes that this tab already counted your view of a job, so a reload does not count it twice.',
    lifetime: 'Until you close the tab',
  },
  {
    name: `${FORM_DRAFT_STORAGE_PREFIX}apply:<account id>:<job id>`,
    kind: 'Session storage',
    purpose:
      'What you have typed into an application while you write it, so that it is not lost if you are signed out ' +
      'meanwhile: signing in again in this tab brings it back. Removed when you send the application, cancel it or ' +
      'sign out.',
    lifetime: 'Until you send, cancel or sign out, or close the tab',
  },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a stored name is one of the listed items (`<job id>`, `<account id>` matching any number). */
export function isListed(kind: StorageKind, name: string): boolean {
  return storedItems.some((item) => {
    if (item.kind !== kind) return false;
    const pattern = item.name
      .split(/<[a-z ]+>/)
      .map(escaped)
      .join('\\d+');
    return new RegExp(`^${pattern}$`).test(name);
  });
}
