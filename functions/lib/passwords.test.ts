import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordWorkers } from '../local/password-worker.js';
import { hashPassword, offloadPasswords, verifyAgainstDummy, verifyPassword } from './passwords.js';

beforeEach(() => offloadPasswords(passwordWorkers));

const original = { cost: process.env.BCRYPT_COST, workers: process.env.BCRYPT_WORKERS };

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

afterEach(() => {
  restore('BCRYPT_COST', original.cost);
  restore('BCRYPT_WORKERS', original.workers);
  offloadPasswords(undefined);
});

function inline<T>(run: () => Promise<T>): Promise<T> {
  process.env.BCRYPT_WORKERS = 'off';
  return run().finally(() => delete process.env.BCRYPT_WORKERS);
}

/** setImmediate turns of the main event loop while `work` runs. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  let running = true;
  const tick = () => {
    ticks += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return ticks;
}

describe('passwords through worker threads and inline', () => {
  it('a hash from the worker verifies inline and one from inline verifies in the worker', async () => {
    process.env.BCRYPT_COST = '4';
    const fromWorker = await hashPassword('correct horse');
    const fromInline = await inline(() => hashPassword('correct horse'));
    expect(fromWorker).toMatch(/^\$2b\$04\$/);
    expect(fromInline).toMatch(/^\$2b\$04\$/);
    expect(await inline(() => verifyPassword('correct horse', fromWorker))).toBe(true);
    expect(await verifyPassword('correct horse', fromInline)).toBe(true);
    expect(await verifyPassword('wrong horse', fromInline)).toBe(false);
    expect(await inline(() => verifyPassword('wrong horse', fromWorker))).toBe(false);
  });

  it('answers many calls at once, each with its own result', async () => {
    process.env.BCRYPT_COST = '4';
    const password = (i: number) => `password-${i % 6}`;
    const hashes = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => hashPassword(password(i))));
    const checks = await Promise.all(
      hashes.flatMap((hash, i) => [verifyPassword(password(i), hash), verifyPassword(password(i + 1), hash)]),
    );
    expect(checks).toEqual(hashes.flatMap(() => [true, false]));
  });

  it('passes bcrypt errors back to the caller', async () => {
    await expect(verifyPassword(undefined as unknown as string, '$2b$04$abc')).rejects.toThrow(/Illegal arguments/);
    await expect(inline(() => verifyPassword(undefined as unknown as string, '$2b$04$abc'))).rejects.toThrow(
      /Illegal arguments/,
    );
  });

  it('verifyAgainstDummy is always false', async () => {
    process.env.BCRYPT_COST = '4';
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('keeps the main event loop turning during a compare in the worker, unlike the inline call', async () => {
    process.env.BCRYPT_COST = '10';
    const hash = await hashPassword('slow one');
    const inWorker = await ticksDuring(() => verifyPassword('slow one', hash));
    const onMain = await inline(() => ticksDuring(() => verifyPassword('slow one', hash)));
    // A compare at cost 10 takes ~100 ms; a free loop turns thousands of times meanwhile, and bcryptjs's
    // inline slices leave it only a handful (one per slice).
    expect(inWorker).toBeGreaterThan(500);
    expect(onMain).toBeLessThan(inWorker / 5);
  });

  it('stays inline without the worker pool installed, as on Lambda', async () => {
    offloadPasswords(undefined);
    process.env.BCRYPT_COST = '10';
    const hash = await hashPassword('lambda');
    expect(await ticksDuring(() => verifyPassword('lambda', hash))).toBeLessThan(500);
  });
});
