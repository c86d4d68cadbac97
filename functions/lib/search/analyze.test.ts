import { hasSearchWords, MAX_WORD_LENGTH } from '../../../shared/search-words.js';
import { foldText, queryWords, SYNONYMS, textTerms, tokens } from './analyze.js';

const terms = (search: string) => queryWords(search).map((word) => word.term);

describe('analyzer', () => {
  it('folds case and accents and stems word forms', () => {
    expect(foldText('Montréal São Zürich ÉCOLE')).toBe('montreal sao zurich ecole');
    expect(terms('engineers')).toEqual(terms('Engineering'));
    expect(terms('Zürich')).toEqual(['zurich']);
  });

  it('keeps technology names with their symbols, each its own term', () => {
    const names = ['C++', 'C#', 'F#', '.NET', 'Node.js', 'R', 'C', 'Go', 'Vue.js', 'CI/CD', 'A/B'];
    const found = names.map((name) => terms(name));
    for (const term of found) expect(term).toHaveLength(1);
    expect(new Set(found.flat()).size).toBe(names.length);
    expect(textTerms('Experience with C++, C# or .NET; Node.js and CI/CD')).toEqual(
      expect.arrayContaining([
        ...terms('c++'),
        ...terms('c#'),
        ...terms('.net'),
        ...terms('node.js'),
        ...terms('ci/cd'),
      ]),
    );
    expect(textTerms('We use C and R daily')).toEqual(expect.arrayContaining(['c', 'r']));
    expect(terms('C')).not.toEqual(terms('C++'));
  });

  it('keeps numbers and letter-number words', () => {
    expect(terms('401k 5G 2')).toEqual(['401k', '5g', '2']);
    expect(tokens('401(k)')).toEqual(['401', 'k']);
  });

  it('writes compound variants as one term: apart, hyphenated or joined', () => {
    for (const group of [
      ['front end', 'front-end', 'frontend', 'Front-End'],
      ['full stack', 'full-stack', 'fullstack'],
      ['e-commerce', 'ecommerce', 'e commerce'],
      ['back end', 'backend'],
    ]) {
      const forms = group.map(terms);
      for (const form of forms) expect(form).toEqual(forms[0]);
      // a job written any way has the term, and keeps its parts as words
      for (const text of group)
        expect(textTerms(`Senior ${text} developer`)).toEqual(expect.arrayContaining(forms[0] as string[]));
    }
    expect(textTerms('front-end')).toEqual(expect.arrayContaining(['front', 'end']));
  });

  it('joins the documented synonyms both ways', () => {
    expect(terms('dev')).toEqual(terms('developer'));
    expect(terms('developers')).toEqual(terms('dev'));
    expect(terms('swe')).toEqual(terms('software engineer'));
    expect(terms('ML')).toEqual(terms('machine learning'));
    expect(terms('hr')).toEqual(terms('Human Resources'));
    expect(terms('internship')).toEqual(terms('Intern'));
    expect(terms('internships')).toEqual(terms('interns'));
    expect(terms('sr. engineer')).toEqual(terms('Senior Engineer'));
    expect(terms('Jr developer')).toEqual(terms('junior dev'));
    expect(textTerms('Our machine learning team')).toEqual(expect.arrayContaining([...terms('ml'), 'machin', 'learn']));
    expect(Object.keys(SYNONYMS).length).toBeGreaterThan(5);
  });

  it('drops stop words from a query unless it has nothing else', () => {
    expect(terms('the engineer')).toEqual(terms('engineer'));
    expect(terms('the')).toEqual(['the']);
    expect(terms("' OR '1'='1")).toEqual(['1']);
    expect(textTerms('the team')).toEqual(['the', 'team']);
  });
});

describe('analyzer on what people really type', () => {
  const longWord = `${'donau'.repeat(10)}dampfschifffahrtsgesellschaftskapitaen`;

  it('keeps a word longer than the index keeps as its first 40 characters, for jobs and searches alike', () => {
    expect(longWord.length).toBeGreaterThan(MAX_WORD_LENGTH);
    expect(tokens(longWord)).toEqual([longWord.slice(0, MAX_WORD_LENGTH)]);
    expect(textTerms(`We hire a ${longWord} soon`)).toEqual(expect.arrayContaining(terms(longWord)));
    expect(terms(`${longWord}xyz`)).toEqual(terms(longWord));
  });

  it('reads letters of every script: Cyrillic and Greek words, each Chinese or Japanese character', () => {
    expect(terms('Москва')).toEqual(['москва']);
    expect(terms('Αθήνα')).toEqual(['αθηνα']);
    expect(terms('李')).toEqual(['李']);
    expect(terms('東京都')).toEqual(['東', '京', '都']);
    expect(terms('Java東京')).toEqual(['java', '東', '京']);
    expect(textTerms('Engineer in 東京 (Tokyo)')).toEqual(expect.arrayContaining(['東', '京', 'tokyo']));
  });

  it('finds names and places as typed, with or without their accents and apostrophes', () => {
    expect(terms("O'Brien")).toEqual(terms('O’Brien'));
    expect(terms('Zoë')).toEqual(terms('Zoe'));
    expect(terms('Ñoño')).toEqual(terms('nono'));
    expect(terms('São Paulo')).toEqual(terms('sao paulo'));
    expect(textTerms('Office in São Paulo, Brazil')).toEqual(expect.arrayContaining(terms('Sao Paulo')));
  });

  it('reads skills written as a list, and text pasted from Word with smart quotes and no-break spaces', () => {
    expect(textTerms('C++, C#, .NET')).toEqual(
      expect.arrayContaining([...terms('c++'), ...terms('c#'), ...terms('.net')]),
    );
    expect(terms('“senior”\u00a0engineer')).toEqual(terms('senior engineer'));
    expect(terms('senior\u2011engineer')).toEqual(terms('senior engineer'));
  });

  it('has no word in a text of symbols or control characters only', () => {
    for (const text of ['%', '*', '\u0000', '%_*', '— …', '\u200b', '!!!', '🙂']) {
      expect(tokens(text)).toEqual([]);
      expect(hasSearchWords(text)).toBe(false);
    }
    expect(hasSearchWords('李')).toBe(true);
    expect(hasSearchWords('%java%')).toBe(true);
  });
});
