/**
 * Key rotation in two phases, read the way the functions read the set (parseKeySet): a container of either
 * version of a canary verifies what the other signs, so a rotation signs nobody out.
 */
import { parseKeySet } from '../../functions/lib/secret.js';
import { addVerifyingKey, promoteKey, rotateKeySet } from '../scripts/key-rotation.js';

const now = new Date('2026-11-24T04:00:00Z');
const later = new Date('2026-11-24T04:30:00Z');
const start = JSON.stringify({ keys: [{ kid: 'k1', secret: 'a'.repeat(64), created: '2026-08-01T00:00:00Z' }] });

describe('two-phase key rotation', () => {
  it('phase 1 adds a key every function verifies but none signs with', () => {
    const added = parseKeySet(addVerifyingKey(start, now, 'b'.repeat(64)));
    expect(added.current.kid).toBe('k1');
    expect(added.find('k2')).toBeDefined();
  });

  it('phase 2 signs with it; during its canary each version verifies what the other signs', () => {
    const phase1 = addVerifyingKey(start, now, 'b'.repeat(64));
    const phase2 = promoteKey(phase1, later);
    const [oldVersion, newVersion] = [parseKeySet(phase1), parseKeySet(phase2)];
    expect(newVersion.current.kid).toBe('k2');
    expect(oldVersion.find(newVersion.current.kid)).toEqual(newVersion.current.secret);
    expect(newVersion.find(oldVersion.current.kid)).toEqual(oldVersion.current.secret);
    const stored = JSON.parse(phase2).keys;
    expect(stored[0]).toEqual({ kid: 'k2', secret: 'b'.repeat(64), created: later.toISOString() });
    expect(stored.some((key: { verifyOnly?: boolean }) => key.verifyOnly)).toBe(false);
  });

  it('both at once would not do in a canary: a container of the old set cannot verify the new key', () => {
    const oneStep = parseKeySet(rotateKeySet(start, now, 'b'.repeat(64)));
    expect(oneStep.current.kid).toBe('k2');
    expect(parseKeySet(start).find(oneStep.current.kid)).toBeUndefined();
  });

  it('refuses a second add before the sign phase, and a sign phase with nothing added', () => {
    const phase1 = addVerifyingKey(start, now);
    expect(() => addVerifyingKey(phase1, later)).toThrow(/sign phase/);
    expect(() => promoteKey(start, later)).toThrow(/add phase/);
  });

  it("turns the first deploy's plain string (k0) into a set without signing anyone out", () => {
    const phase1 = parseKeySet(addVerifyingKey('c'.repeat(64), now));
    expect(phase1.current.kid).toBe('k0');
    expect(phase1.find('k1')).toBeDefined();
  });
});
