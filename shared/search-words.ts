/**
 * The words of a search text, as the search index cuts them (functions/lib/search/analyze.ts builds its terms from
 * these): shared so the site can tell, before asking, that a search has no word to look for ("%", "*", "--").
 *
 * - Case and accents are folded ('Zürich' → 'zurich', 'Ñoño' → 'nono').
 * - A word is a run of letters or digits of any script, with a trailing '+' or '#' kept (c++, c#). Chinese and
 *   Japanese characters, written without spaces, are each a word of their own, so a search for 李 or 東京 finds the
 *   jobs that have those characters.
 * - A word longer than MAX_WORD_LENGTH characters is kept as its first MAX_WORD_LENGTH: a pasted token or a long
 *   compound is still searched, and matches the jobs that have a word starting the same way.
 */

/** The longest word the index keeps whole. */
export const MAX_WORD_LENGTH = 40;

/** Lower case without accents: 'Zürich' → 'zurich', 'Montréal' → 'montreal'. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Scripts written without spaces between words: each character is a word. */
const CHARACTER_WORDS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

const WORD = /[\p{L}\p{N}]+[+#]*/gu;

/** The words of an already folded text, in order (repeats kept). */
export function foldedWords(folded: string): string[] {
  const words = folded.replace(CHARACTER_WORDS, ' $& ').match(WORD) ?? [];
  // By code points, so a letter outside the Basic Multilingual Plane is never cut in half.
  return words.map((word) => (word.length > MAX_WORD_LENGTH ? [...word].slice(0, MAX_WORD_LENGTH).join('') : word));
}

/** True when the text has a word to search for: a letter or a digit, in any script. */
export function hasSearchWords(text: string): boolean {
  return foldedWords(foldText(text)).length > 0;
}
