/**
 * No search is ignored: GET /api/jobs through the real handler against DynamoDB Local, with what people really
 * type. A search narrows the board or answers none; a search with no word in it ("%", "*", a NUL) is refused with
 * "Type a word to search", never answered as the whole board. The fuzz writes human-like searches (long words,
 * symbols, several scripts, text pasted from documents) and holds that property for each.
 */
import fc from 'fast-check';
import { hasSearchWords } from '../../shared/search-words.js';
import { jobLabels } from '../../shared/texts.js';
import type { JobSummary } from '../../shared/types.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch, makeCategories, makeCompany, postJob } from '../testing/jobs.js';

const LONG_WORD = `${'donau'.repeat(10)}dampfschifffahrtsgesellschaftskapitaen`;
let board: number[] = [];
const ids: Record<string, number> = {};

async function search(text: string) {
  const response = await invoke<JobSummary[] | { message: string }>('list-jobs', { query: { search: text } });
  const found = Array.isArray(response.body) ? response.body.map((job) => job.id).sort((a, b) => a - b) : undefined;
  return { status: response.status, body: response.body, found };
}

beforeAll(async () => {
  await makeCategories(['Engineering', 'Finance']);
  const north = await makeCompany('Nordlicht');
  const south = await makeCompany('Sul Digital');
  // No word is in every job (company, place and category differ too), so any search with a word narrows.
  const jobs = {
    long: postJob(north, {
      title: 'Shipping Captain',
      description: `Steer the river fleet as our ${LONG_WORD}, from spring to autumn.`,
      requirements: 'Ten seasons on inland waterways.',
      location: 'Wien, Austria',
      categories: ['Finance'],
    }),
    cjk: postJob(south, {
      title: 'Backend Developer 東京',
      description: 'Team lead 李 builds the payments platform; colleagues in São Paulo.',
      requirements: 'Go and PostgreSQL, reading 日本語 helps.',
      location: 'São Paulo, Brazil',
      categories: ['Engineering'],
      skills: ['C++', 'C#', '.NET'],
    }),
    plain: postJob(north, {
      title: 'Accountant',
      description: 'Close the books each month with the controlling team.',
      requirements: 'A degree in accounting and spreadsheets.',
      location: 'Oslo, Norway',
      categories: ['Finance'],
    }),
  };
  for (const [name, job] of Object.entries(jobs)) ids[name] = (await job).id;
  await indexSearch();
  board = Object.values(ids).sort((a, b) => a - b);
  const all = await invoke<JobSummary[]>('list-jobs');
  expect(all.body.map((job) => job.id).sort((a, b) => a - b)).toEqual(board);
});

describe('search words', () => {
  it.each([['%'], ['*'], ['\u0000'], ['%%'], ['"*"'], ['—'], ['🙂'], ['\u0001\u0002']])(
    'refuses %j with 400 "Type a word to search"',
    async (text) => {
      const answer = await search(text);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: jobLabels.typeAWord });
    },
  );

  it('searches a word longer than the index keeps by what it keeps, and still narrows', async () => {
    expect((await search(LONG_WORD)).found).toEqual([ids.long]);
    expect((await search(`${LONG_WORD}s`)).found).toEqual([ids.long]);
    expect((await search('x'.repeat(90))).found).toEqual([]);
  });

  it('finds names, places and skills as typed, in any script', async () => {
    for (const text of ['李', '東京', 'São Paulo', 'sao paulo', 'C++', 'C#', '.NET', '日本語']) {
      expect((await search(text)).found, text).toEqual([ids.cjk]);
    }
    expect((await search('Wien')).found).toEqual([ids.long]);
    expect((await search('Москва')).found).toEqual([]);
  });
});

/** Searches as people type or paste them. */
const longWord = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 41, maxLength: 120 })
  .map((word) => word);
const symbols = fc.string({
  unit: fc.constantFrom(...'%*_\\/-.,;:!?@#$^&|~`+=()[]{}<>"\'', '\u0000', '\u0007', '\u200b', '—', '…', '🙂'),
  minLength: 1,
  maxLength: 12,
});
const scripts = fc.constantFrom(
  'Москва',
  'Αθήνα',
  '東京',
  '李',
  'ソフトウェア',
  '서울',
  'القاهرة',
  'Zoë',
  'Ñoño',
  "O'Brien",
);
const boardWords = fc.constantFrom(
  'captain',
  'developer',
  'accountant',
  'payments',
  'C++',
  '.NET',
  'São Paulo',
  'oslo',
);
const pasted = fc
  .array(fc.oneof(fc.lorem({ maxCount: 1 }), boardWords, scripts), { minLength: 1, maxLength: 6 })
  .map((words) => `“${words.join('\u00a0')}”\n`);
const query = fc
  .array(fc.oneof(longWord, symbols, scripts, boardWords, pasted, fc.string({ maxLength: 10 })), {
    minLength: 1,
    maxLength: 4,
  })
  .chain((parts) => fc.constantFrom(' ', '', '\t', '\u00a0').map((gap) => parts.join(gap).slice(0, 200)));

describe('search fuzz', () => {
  it('never answers the whole board as if searched: it narrows, or says there is no word to search', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (text) => {
        const answer = await search(text);
        if (!hasSearchWords(text)) {
          // Nothing but spaces is no search at all; anything else without a word is refused and says why.
          if (text.trim() === '') expect(answer.found).toEqual(board);
          else expect(answer).toMatchObject({ status: 400, body: { message: jobLabels.typeAWord } });
          return;
        }
        expect(answer.status, text).toBe(200);
        expect((answer.found as number[]).length, text).toBeLessThan(board.length);
      }),
      { numRuns: 150 },
    );
  });
});
