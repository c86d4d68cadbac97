/**
 * Near-duplicate texts without a language model: SimHash (Charikar) over word shingles. The text is folded to words
 * (search/analyze.ts: lower case, accents dropped), cut into overlapping runs of one and two words, each hashed to
 * 64 bits (FNV-1a); each bit of the fingerprint is the majority vote of that bit over the shingles. Texts that share
 * most shingles get fingerprints that differ in few bits, so similarity = 1 − (differing bits ÷ 64).
 */
import { tokens } from './analyze.js';

/** Shingle lengths: single words and pairs (longer runs make a one-word edit move too many features of a short text). */
export const SHINGLE_WORDS = [1, 2] as const;
/** Two texts at least this similar are "nearly the same text": at most 9 of 64 bits differ (unrelated texts differ in about 32). */
export const NEAR_DUPLICATE_SIMILARITY = 0.85;

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

function fnv1a64(text: string): bigint {
  let hash = FNV_OFFSET;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash;
}

function shingles(text: string): string[] {
  const words = tokens(text);
  return SHINGLE_WORDS.flatMap((size) =>
    words.slice(0, Math.max(0, words.length - size + 1)).map((_, i) => words.slice(i, i + size).join(' ')),
  );
}

/** The 64-bit fingerprint of a text, as 16 hex digits (stored and compared as such). */
export function simhash(text: string): string {
  const votes = new Array<number>(64).fill(0);
  for (const shingle of shingles(text)) {
    const hash = fnv1a64(shingle);
    for (let bit = 0; bit < 64; bit++) votes[bit] = (votes[bit] ?? 0) + ((hash >> BigInt(bit)) & 1n ? 1 : -1);
  }
  let fingerprint = 0n;
  for (let bit = 0; bit < 64; bit++) if ((votes[bit] ?? 0) > 0) fingerprint |= 1n << BigInt(bit);
  return fingerprint.toString(16).padStart(16, '0');
}

/** 1 for the same fingerprint, down to 0 for opposite ones. */
export function similarity(a: string, b: string): number {
  let differing = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (differing) {
    count += Number(differing & 1n);
    differing >>= 1n;
  }
  return 1 - count / 64;
}

/** The text of a job that makes it "the same job": its title, description and requirements. */
export const jobText = (job: { title: string; description: string; requirements: string }) =>
  `${job.title}\n${job.description}\n${job.requirements}`;
