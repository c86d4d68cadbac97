/**
 * The searches people type that an index can silently get wrong, each run against a board through the local
 * server and judged: a stop word, a single letter, a number or an injection attempt must narrow (or answer none),
 * never answer the whole board; compound variants find the same jobs; a typo gets a "Did you mean" from the
 * board's own words; the word "remote", the Remote filter and the location "Remote" agree; the total header
 * counts the matches. Precision is checked on the first page of each: every result holds every query word.
 */
import { allIds, imprecise, listPage } from './search-http.js';

export interface SearchCheck {
  name: string;
  expected: string;
  result: string;
  passed: boolean;
}

const NARROWING = ['R', 'C', 'a', '1', 'the', "' OR '1'='1"];
const VARIANTS = [
  ['front end', 'front-end', 'frontend'],
  ['full stack', 'full-stack', 'fullstack'],
];
/**
 * Typos and the correction expected from the bench board's words. The board has no JavaScript job, so nothing is
 * better known than "javscript"; "kubernets" needs no correction (it stems like "kubernetes" and finds its jobs).
 */
const TYPOS: [string, string | undefined][] = [
  ['pyhton', 'python'],
  ['typscript', 'typescript'],
  ['figam', 'figma'],
  ['recuiter', 'recruiter'],
  ['javscript', undefined],
];

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function runSearchChecks(baseUrl: string, boardJobs: number): Promise<SearchCheck[]> {
  const checks: SearchCheck[] = [];
  for (const search of NARROWING) {
    const page = await listPage(baseUrl, { search, limit: '20' });
    const wrong = await imprecise(baseUrl, search, page.jobs);
    // Beyond 1,000 matches the total is "1,000+": the matches are then counted by following the cursors.
    const matches = page.capped ? (await allIds(baseUrl, { search }, boardJobs)).length : page.total;
    checks.push({
      name: `search "${search}" narrows`,
      expected: `fewer than the board's ${boardJobs} jobs; every result holds the word`,
      result: `${matches}${page.capped ? ' (1000+, counted by cursors)' : ''} jobs; ${wrong.length} of ${page.jobs.length} shown lack it`,
      passed: matches < boardJobs && wrong.length === 0,
    });
  }
  for (const forms of VARIANTS) {
    const sets = await Promise.all(forms.map((search) => allIds(baseUrl, { search })));
    const first = sets[0] as number[];
    checks.push({
      name: `${forms.map((form) => `"${form}"`).join(' = ')}`,
      expected: 'the same jobs, at least one',
      result: sets.map((ids, i) => `${forms[i]} ${ids.length}`).join(', '),
      passed: first.length > 0 && sets.every((ids) => sameSet(ids, first)),
    });
  }
  for (const [typo, correction] of TYPOS) {
    const page = await listPage(baseUrl, { search: typo });
    checks.push({
      name: `"${typo}" suggests`,
      expected: correction ? `"${correction}"` : 'no suggestion (no such word on the board)',
      result: `${page.total} jobs, suggestion ${page.suggestion ? `"${page.suggestion}"` : 'none'}`,
      passed: page.suggestion === correction,
    });
  }
  const remote = await Promise.all(
    ([{ search: 'remote' }, { workArrangement: 'remote' }, { location: 'Remote' }] as Record<string, string>[]).map(
      (query) => allIds(baseUrl, query, 100_000),
    ),
  );
  const [word, filter, place] = remote as [number[], number[], number[]];
  checks.push({
    name: 'remote: the word, the filter, the location',
    expected: 'the same jobs',
    result: `word ${word.length}, filter ${filter.length}, location ${place.length}`,
    passed: filter.length > 0 && sameSet(word, filter) && sameSet(place, filter),
  });
  const rare = await listPage(baseUrl, { search: 'fortran', limit: '2' });
  const rareAll = await allIds(baseUrl, { search: 'fortran' });
  const common = await listPage(baseUrl, { search: 'engineer', limit: '2' });
  checks.push({
    name: 'total header counts the matches',
    expected: 'x-total-count = the jobs reached by cursors; "1,000+" (capped) beyond 1,000',
    result: `fortran ${rare.total} (cursors ${rareAll.length}); engineer ${common.total}${common.capped ? '+' : ''}`,
    passed: rare.total === rareAll.length && common.total >= 1000 === common.capped,
  });
  return checks;
}
