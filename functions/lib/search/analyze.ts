/**
 * Text → index terms, the same way for the jobs we index and the queries we answer, so they always meet.
 *
 * - Words are cut as shared/search-words.ts cuts them: case and accents folded ('Zürich' → 'zurich'), letters and
 *   digits of any script, each Chinese or Japanese character a word, a word over 40 characters kept as its first 40.
 * - Technology names keep their identity: c++, c#, f# keep their symbols; '.NET' → 'dotnet', 'Node.js' → 'nodejs',
 *   'Vue.js' → 'vuejs', 'CI/CD' → 'cicd', 'A/B' → 'abtest'. Single letters (R, C) and numbers (401k, 5G, 2) are words.
 * - Plain words are stemmed with the Porter stemmer ('engineers', 'engineering' → 'engin').
 * - Compounds written apart, hyphenated or joined are one term: 'front end', 'front-end', 'frontend' → 'frontend';
 *   likewise back end, full stack, e-commerce. A job also keeps the parts ('front', 'end') as words.
 * - SYNONYMS: an abbreviation and what it stands for are one term: a job saying 'machine learning' is found by
 *   'ml' and a job saying 'ml' by 'machine learning'.
 * - Every word of a job is indexed, stop words too; a query drops its stop words unless it has nothing else.
 */
import { stemmer } from 'stemmer';
import { foldedWords, foldText } from '../../../shared/search-words.js';

export { foldText };

export const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but
  by can could did do does doing down during each few for from further had has have having he her here hers him his
  how i if in into is it its itself just me more most my no nor not of off on once only or other our ours out over own
  same she should so some such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours etc per via
  within without also well including include includes`.split(/\s+/),
);

/** Symbols that a plain split on letters and digits would lose, written as one word before splitting. */
const SYMBOL_NAMES: [RegExp, string][] = [
  [/(^|[^a-z0-9])\.net\b/g, '$1 dotnet '],
  [/\b(node|vue|next|nuxt|react|express|angular|three|d3)\s?\.\s?js\b/g, ' $1js '],
  [/\bci\s?\/\s?cd\b/g, ' cicd '],
  [/\ba\s?\/\s?b\b/g, ' abtest '],
];

/**
 * Abbreviation ↔ what it stands for (as stems of the words written out). Both index as the abbreviation's term.
 * Documented in docs/data-model.md; keep it small and unambiguous.
 */
export const SYNONYMS: Record<string, string> = {
  dev: 'developer',
  swe: 'software engineer',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  hr: 'human resources',
  ux: 'user experience',
  qa: 'quality assurance',
  sre: 'site reliability',
  js: 'javascript',
  ts: 'typescript',
  k8s: 'kubernetes',
  // As titles shorten them: 'Sr. Engineer', 'Jr Developer'.
  sr: 'senior',
  jr: 'junior',
  // The stemmer keeps 'internship' apart from 'intern' (and already joins 'internal' with 'intern').
  intern: 'internship',
};

/** Compounds written apart or hyphenated: the parts' stems → the joined word. */
const COMPOUNDS = ['front end', 'back end', 'full stack', 'e commerce', 'dev ops', 'on site'];

/** The folded words of a text in order (repeats and stop words kept). */
export function tokens(text: string): string[] {
  let folded = foldText(text);
  for (const [pattern, name] of SYMBOL_NAMES) folded = folded.replace(pattern, name);
  return foldedWords(folded);
}

/** A word's index form: plain letters are stemmed; words with digits or symbols (c++, s3, 401k) are kept. */
export function stemWord(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/** Multi-word forms (as stems joined by a space) → the one term they stand for. */
const PHRASES = new Map<string, string>([
  ...COMPOUNDS.map((phrase): [string, string] => [
    phrase.split(' ').map(stemWord).join(' '),
    stemWord(phrase.replace(' ', '')),
  ]),
  ...Object.entries(SYNONYMS)
    .filter(([, long]) => long.includes(' '))
    .map(([short, long]): [string, string] => [long.split(' ').map(stemWord).join(' '), stemWord(short)]),
]);

/** Single words → another word's term: 'developers' and 'dev' are one term, 'javascript' and 'js' too. */
const WORD_TERMS = new Map<string, string>(
  Object.entries(SYNONYMS)
    .filter(([, long]) => !long.includes(' '))
    .map(([short, long]): [string, string] => [stemWord(short), stemWord(long)]),
);

export const termOf = (word: string): string => {
  const stem = stemWord(word);
  return WORD_TERMS.get(stem) ?? stem;
};

/** A unit of text: its term and, for a phrase, the terms of the words it spans. */
interface Unit {
  term: string;
  /** The folded words it came from (for suggestions). */
  words: string[];
  parts: string[];
}

/** The units of a text, phrases joined where their words stand next to each other. */
function units(text: string): Unit[] {
  const words = tokens(text);
  const stems = words.map(stemWord);
  const found: Unit[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = PHRASES.get(`${stems[i]} ${stems[i + 1]}`);
    if (phrase && i + 1 < words.length) {
      found.push({
        term: phrase,
        words: words.slice(i, i + 2),
        parts: [termOf(words[i] as string), termOf(words[i + 1] as string)],
      });
      i++;
    } else {
      found.push({ term: termOf(words[i] as string), words: [words[i] as string], parts: [] });
    }
  }
  return found;
}

/** Every term of a text: each word's term, and the term of each phrase alongside its words' terms. */
export function textTerms(text: string): string[] {
  return unique(units(text).flatMap((unit) => [unit.term, ...unit.parts]));
}

export interface QueryWord {
  /** The index term a job must have. */
  term: string;
  /** The words as typed (folded), for the "Did you mean" suggestion. */
  text: string;
}

/**
 * The words of a search: each a term every result must have. Stop words are dropped unless the search has only
 * stop words; then they are searched like any word, so no search is ever ignored.
 */
export function queryWords(search: string): QueryWord[] {
  const all = units(search).map((unit) => ({ term: unit.term, text: unit.words.join(' ') }));
  const meaningful = all.filter((word) => !STOP_WORDS.has(word.text));
  const chosen = meaningful.length > 0 ? meaningful : all;
  return chosen.filter((word, i) => chosen.findIndex((other) => other.term === word.term) === i);
}

export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
