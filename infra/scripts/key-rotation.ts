/**
 * What a key rotation does to the two secrets, as pure functions (rotate-keys.ts runs them against AWS):
 * - signing keys, in two phases, because a function keeps the key set it loaded for its container's life and a
 *   canary deployment runs the old and the new version side by side:
 *   1. `addVerifyingKey`: the new key joins the set marked `verifyOnly`, after the signing key: once deployed, every
 *      function verifies it and none signs with it yet;
 *   2. `promoteKey`: it moves to the front and signs from then on. During that deploy's canary the old version still
 *      signs with the old key and the new one with the new key, and both verify both: nobody is signed out.
 *   Every older key stays while a token it signed can still be alive, i.e. until one session lifetime (plus a day
 *   of margin) after the key that replaced it began signing, then it is dropped; a token of a dropped key no longer
 *   verifies.
 * - origin secret: the new value becomes `current` (what CloudFront sends once redeployed), the old one `previous`
 *   (what CloudFront still sends until then), so no request is refused in between.
 */
import { randomBytes } from 'node:crypto';
import { LEGACY_KID } from '../../functions/lib/secret.js';
import { SESSION_LIFETIME_SECONDS } from '../../shared/constants.js';

export interface StoredKey {
  kid: string;
  secret: string;
  /** ISO time the key began signing (for a verify-only key: when it was added). */
  created: string;
  /** Added by phase 1, not signing yet (the functions only read kid and secret: the first key signs). */
  verifyOnly?: true;
}

export const RETIRE_AFTER_SECONDS = SESSION_LIFETIME_SECONDS + 24 * 60 * 60;

/** 64 letters and digits (about 380 bits), like the value Secrets Manager generates at first deploy. */
export function newSecretValue(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(64)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

function storedKeys(text: string, now: Date): StoredKey[] {
  if (!text.trimStart().startsWith('{')) return [{ kid: LEGACY_KID, secret: text.trim(), created: now.toISOString() }];
  return (JSON.parse(text) as { keys: StoredKey[] }).keys;
}

/** Phase 1: a new key every function will verify, placed after the signing key so that it does not sign yet. */
export function addVerifyingKey(text: string, now: Date, secret = newSecretValue()): string {
  const [signing, ...older] = storedKeys(text, now);
  if (!signing) throw new Error('The signing key set is empty');
  if (older.some((key) => key.verifyOnly)) {
    throw new Error('A verify-only key is already waiting: finish that rotation with its sign phase first');
  }
  const highest = Math.max(0, ...[signing, ...older].map((key) => Number(key.kid.replace(/^k/, '')) || 0));
  const added: StoredKey = { kid: `k${highest + 1}`, secret, created: now.toISOString(), verifyOnly: true };
  return JSON.stringify({ keys: [signing, added, ...older] });
}

/** Phase 2: the verify-only key signs from now on; keys whose tokens have all expired are dropped. */
export function promoteKey(text: string, now: Date): string {
  const keys = storedKeys(text, now);
  const waiting = keys.find((key) => key.verifyOnly);
  if (!waiting) throw new Error('No verify-only key to promote: run the add phase (and deploy it) first');
  const rest = keys.filter((key) => key !== waiting);
  const rotated: StoredKey[] = [{ kid: waiting.kid, secret: waiting.secret, created: now.toISOString() }];
  rest.forEach((key, i) => {
    // A key stopped signing when its successor (the one before it in the list, or the promoted key) began.
    const replacedAt = i === 0 ? now : new Date((rest[i - 1] as StoredKey).created);
    if (now.getTime() - replacedAt.getTime() < RETIRE_AFTER_SECONDS * 1000) rotated.push(key);
  });
  return JSON.stringify({ keys: rotated });
}

/** Both phases at once: only safe where no two versions run side by side (the functions' tests use it). */
export function rotateKeySet(text: string, now: Date, secret = newSecretValue()): string {
  return promoteKey(addVerifyingKey(text, now, secret), now);
}

export function rotateOriginSecret(json: string, value = newSecretValue()): string {
  const { current } = JSON.parse(json) as { current: string };
  return JSON.stringify({ current: value, previous: current });
}
