/**
 * Text a person has typed into a form, kept in this tab (sessionStorage) until it is sent or cancelled. A session
 * that ends while they write (signed out on another device, the idle timeout, a password changed elsewhere) takes a
 * signed-in form away; signing in again in this tab brings the text back. A form keys its draft by account (and
 * whatever it is about), so someone else signing in at this tab does not see it; signing out on purpose forgets every
 * draft (use-logout.ts). Storage that refuses (full, or turned off) only means no draft. The cookie page lists the key
 * (shared/browser-storage.ts).
 */
import { FORM_DRAFT_STORAGE_PREFIX } from '@shared/constants.js';

const PREFIX = FORM_DRAFT_STORAGE_PREFIX;

/** The kept text of the form `key`, if it has the shape of `blank` (every field a string). */
export function readDraft<T extends Record<string, string>>(key: string, blank: T): T | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') as Record<string, unknown> | null;
    if (!stored || !Object.keys(blank).every((name) => typeof stored[name] === 'string')) return undefined;
    return Object.fromEntries(Object.keys(blank).map((name) => [name, stored[name]])) as T;
  } catch {
    return undefined;
  }
}

/** Keeps the text as it is now; a form with nothing typed keeps nothing. */
export function keepDraft(key: string, values: Record<string, string>): void {
  try {
    if (Object.values(values).some((value) => value.trim())) {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
    } else {
      sessionStorage.removeItem(PREFIX + key);
    }
  } catch {
    // No room or no storage: the form works as before, without a draft.
  }
}

/** The form was sent or cancelled: its text is not kept any longer. */
export function forgetDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, then.
  }
}

export function forgetAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, then.
  }
}
