/**
 * What a key rotation does to the two secrets, as pure functions (rotate-keys.ts runs them against AWS):
 * - signing keys: a new key goes in front (it signs from now on); every older key stays while a token it signed
 *   can still be alive, i.e. until one session lifetime (plus a day of margin) after the key that replaced it was
 *   added, then it is dropped. Nobody is signed out; a token of a dropped key no longer verifies.
 * - origin secret: the new value becomes `current` (what CloudFront sends once redeployed), the old one `previous`
 *   (what CloudFront still sends until then), so no request is refused in between.
 */
import { randomBytes } from 'node:crypto';
import { LEGACY_KID } from '../../functions/lib/secret.js';
import { SESSION_LIFETIME_SECONDS } from '../../shared/constants.js';

export interface StoredKey {
  kid: string;
  secret: string;
  /** ISO time the key was added (and began signing). */
  created: string;
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

export function rotateKeySet(text: string, now: Date, secret = newSecretValue()): string {
  const keys = storedKeys(text, now);
  const highest = Math.max(0, ...keys.map((key) => Number(key.kid.replace(/^k/, '')) || 0));
  const rotated: StoredKey[] = [{ kid: `k${highest + 1}`, secret, created: now.toISOString() }];
  keys.forEach((key, i) => {
    // A key stopped signing when its successor (the one before it in the list, or the new key) was added.
    const replacedAt = i === 0 ? now : new Date((keys[i - 1] as StoredKey).created);
    if (now.getTime() - replacedAt.getTime() < RETIRE_AFTER_SECONDS * 1000) rotated.push(key);
  });
  return JSON.stringify({ keys: rotated });
}

export function rotateOriginSecret(json: string, value = newSecretValue()): string {
  const { current } = JSON.parse(json) as { current: string };
  return JSON.stringify({ current: value, previous: current });
}
