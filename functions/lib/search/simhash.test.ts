/** SimHash over word shingles: the same text alike, a lightly edited one nearly, another text far apart. */
import { NEAR_DUPLICATE_SIMILARITY, simhash, similarity } from './simhash.js';

const posting = `Senior Backend Engineer. We build the payments platform that moves money for thousands of small
shops across Europe. You will design services in TypeScript on AWS, own them in production, review code and mentor
two junior engineers. Requirements: five years of backend work, SQL and event-driven systems, calm on call.`;

describe('simhash', () => {
  it('gives the same text, whatever its case and accents, the same fingerprint', () => {
    expect(simhash(posting)).toBe(simhash(posting.toUpperCase()));
    expect(similarity(simhash(posting), simhash(posting))).toBe(1);
  });

  it('finds a lightly edited posting nearly the same, and another posting not', () => {
    const edited = posting.replace('two junior engineers', 'three junior engineers').replace('five years', '5 years');
    const other = `Kitchen porter for a busy seafood restaurant by the harbour. Wash up, keep the kitchen clean, take
deliveries at six in the morning and help the chefs with simple preparation. No experience needed, weekend shifts.`;
    expect(similarity(simhash(posting), simhash(edited))).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(similarity(simhash(posting), simhash(other))).toBeLessThan(NEAR_DUPLICATE_SIMILARITY);
  });
});
