/**
 * Text → index words, the same way for the jobs we index and the queries we answer, so they always meet:
 * case and accents folded (NFKD, marks dropped), split on anything that is not a letter or digit (keeping the
 * '+'/'#' of c++ and c#), stop words and bare numbers dropped, English plurals and suffixes folded with the Porter
 * stemmer ('engineers', 'engineering' → 'engin').
 */
import { stemmer } from 'stemmer';

const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but
  by can could did do does doing down during each few for from further had has have having he her here hers him his
  how i if in into is it its itself just me more most my no nor not of off on once only or other our ours out over own
  same she should so some such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours etc per via
  within without also well including include includes`.split(/\s+/),
);

const MAX_WORD_LENGTH = 40;

/** Lower case without accents: 'Zürich' → 'zurich', 'Montréal' → 'montreal'. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text in order (repeats kept), single letters and bare numbers dropped. */
export function tokens(text: string): string[] {
  return (foldText(text).match(/[a-z0-9]+[+#]*/g) ?? []).filter(
    (token) => token.length <= MAX_WORD_LENGTH && (token.length > 1 || /[+#]/.test(token)) && !/^\d+$/.test(token),
  );
}

/** The words worth searching for: tokens without stop words. */
export function plainWords(text: string): string[] {
  return tokens(text).filter((token) => !STOP_WORDS.has(token));
}

/** A word's index form: plain letters are stemmed; words with digits or symbols (c++, s3, b2b) are kept. */
export function stemWord(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/** The stems of a text, in order of appearance (repeats kept, for frequency counts). */
export function stemsOf(text: string): string[] {
  return plainWords(text).map(stemWord);
}

export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
