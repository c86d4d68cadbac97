/**
 * Password hashing with bcryptjs, async API only (the sync one blocks the local server's event loop).
 *
 * Cost 11 was chosen by measurement (docs/accounts.md: about 190 ms of CPU per hash here, so a login stays under
 * 300 ms). BCRYPT_COST overrides it, e.g. 4 in tests so they stay fast. Hashes made at another cost still verify
 * (the cost is inside the hash) and are upgraded on the next successful login.
 *
 * The local server runs every handler in one process, so it hands the work to worker threads
 * (functions/local/password-worker.ts, installed with `offloadPasswords`) and a login does not stall the other
 * requests. A Lambda installs nothing and hashes inline.
 */
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** Somewhere else to hash and compare (the local server's worker threads). */
export interface PasswordOffload {
  hash(password: string, cost: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
}

let offload: PasswordOffload | undefined;

/** Sends hashing to `to` from now on (undefined: inline again). BCRYPT_WORKERS=off keeps it inline regardless. */
export function offloadPasswords(to: PasswordOffload | undefined): void {
  offload = to;
}

const offloaded = () => (process.env.BCRYPT_WORKERS === 'off' ? undefined : offload);

export const DEFAULT_BCRYPT_COST = 11;

export function bcryptCost(): number {
  const override = Number(process.env.BCRYPT_COST);
  return Number.isInteger(override) && override >= 4 && override <= 15 ? override : DEFAULT_BCRYPT_COST;
}

export function hashPassword(password: string): Promise<string> {
  const cost = bcryptCost();
  return offloaded()?.hash(password, cost) ?? bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return offloaded()?.compare(password, hash) ?? bcrypt.compare(password, hash);
}

/** A hash of nothing anyone knows, at the current cost, made once per container. */
let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as verifying a real password, for logins with an unknown username: the answer time does
 * not tell whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A hash made at another cost than today's: re-hash it while the password is at hand. */
export function needsRehash(hash: string): boolean {
  return bcrypt.getRounds(hash) !== bcryptCost();
}
