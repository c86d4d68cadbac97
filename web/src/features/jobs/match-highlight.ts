/**
 * Which words of a card's text the search words found, so the card can mark them. The words are compared the way
 * the API's index compares them: case and accents folded, '+'/'#' kept (C++, C#), plain words stemmed with the same
 * Porter stemmer ('engineers' finds 'Engineering'), and two words written as one ('front end' finds 'Frontend',
 * 'frontend' finds 'Front-End'). Synonyms are the API's alone: the card's "Matched in" line still says why.
 */
import { stemmer } from 'stemmer';

export interface TextPart {
  text: string;
  match: boolean;
}

/** A highlighter for one search: splits a text into parts, the matching words marked. */
export type Highlighter = (text: string) => TextPart[];

/** Little words that only count when the search has nothing else (a search for 'the' still marks 'The'). */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

const WORD = /[\p{L}\p{N}]+[+#]*/gu;

function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A word's comparable form: plain letters stemmed, words with digits or symbols kept as they are. */
function keyOf(word: string): string {
  const folded = fold(word);
  return /^[a-z]+$/.test(folded) ? stemmer(folded) : folded;
}

/** Undefined when the search has no words to mark. */
export function makeHighlighter(search: string | undefined): Highlighter | undefined {
  const all = (search?.match(WORD) ?? []).map(fold);
  const meaningful = all.filter((word) => !FILLER_WORDS.has(word));
  const words = meaningful.length > 0 ? meaningful : all;
  if (words.length === 0) return undefined;
  const keys = new Set(words.map(keyOf));
  // Neighbouring search words written as one word in the text.
  words.forEach((word, index) => {
    if (index > 0) keys.add(keyOf(`${words[index - 1]}${word}`));
  });
  // Single search words written as two in the text: their folded form, unstemmed ('frontend', 'ecommerce').
  const joined = new Set(words.filter((word) => /^[a-z]+$/.test(word)));

  return (text) => {
    const found = [...text.matchAll(WORD)].map((match) => ({ start: match.index, word: match[0] }));
    const marked = found.map(({ word }) => keys.has(keyOf(word)));
    found.forEach((current, index) => {
      const previous = found[index - 1];
      if (!previous) return;
      const between = text.slice(previous.start + previous.word.length, current.start);
      if (/^[\s-]?$/.test(between) && joined.has(fold(previous.word + current.word))) {
        marked[index - 1] = true;
        marked[index] = true;
      }
    });
    const parts: TextPart[] = [];
    let position = 0;
    found.forEach(({ start, word }, index) => {
      if (!marked[index]) return;
      if (start > position) parts.push({ text: text.slice(position, start), match: false });
      parts.push({ text: word, match: true });
      position = start + word.length;
    });
    if (position < text.length) parts.push({ text: text.slice(position), match: false });
    return parts;
  };
}
