/**
 * Every data screen with its API calls failing: 400, 404, 429 (with Retry-After), 500 and a request that times
 * out. A screen must say what went wrong in words and offer Retry (or, for a 404 or 400 of the one thing it shows,
 * say it is not found and offer a way back), and never show the API's raw answer.
 *
 * The data screens are found, not listed: each screen of the route table is opened once with the API answering,
 * and those that ask it for more than the session are the ones tried with failures, each fault in its own tab of
 * the visitor's session, all five at once.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { labels, loadFailureTexts } from '../../shared/texts.js';
import { launchChromium } from './browser.js';
import { addressOf, allChecks, openVisitors, screens, settle, type Visitor } from './visitors.js';
import type { WorstCase } from './worst-case-content.js';

/** Put in every failing answer: it must never reach the screen. */
const rawMarker = 'RAW-ANSWER-7f3a';
const faults = ['400', '404', '429', '500', 'timeout'] as const;
type Fault = (typeof faults)[number];

let browser: Browser | undefined;
let seeded: WorstCase;
/** Per visitor: a tab that sees the API answer, and one tab per fault whose API always fails that way. */
const tabs = new Map<Visitor, { answering: Page; failing: Map<Fault, Page> }>();

beforeAll(async () => {
  browser = await launchChromium();
  const opened = await openVisitors(browser);
  seeded = opened.seeded;
  for (const [visitor, session] of opened.sessions) {
    session.setDefaultTimeout(60_000); // six tabs of a visitor share two cores with the stack
    const failing = new Map<Fault, Page>();
    for (const fault of faults) {
      const page = await session.newPage();
      await page.route('**/api/**', failWith(fault));
      failing.set(fault, page);
    }
    tabs.set(visitor, { answering: await session.newPage(), failing });
  }
});

afterAll(async () => {
  await browser?.close();
});

/** The API paths a screen asks for besides the session, with the API answering normally. */
async function dataCalls(page: Page, address: string): Promise<string[]> {
  const calls = new Set<string>();
  const listen = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    // /api/enums has a fallback by design (the fixed job types and levels), so its failure shows nothing to fix.
    if (pathname.startsWith('/api/') && pathname !== '/api/user' && pathname !== '/api/enums') calls.add(pathname);
  };
  page.on('request', listen);
  await page.goto(address);
  await settle(page);
  page.off('request', listen);
  return [...calls];
}

function failWith(fault: Fault) {
  return (route: Route) => {
    if (new URL(route.request().url()).pathname === '/api/user') return route.continue();
    if (fault === 'timeout') return route.abort('timedout');
    return route.fulfill({
      status: Number(fault),
      contentType: 'application/json',
      headers: fault === '429' ? { 'Retry-After': '30' } : {},
      body: JSON.stringify({ message: `${rawMarker} ${fault}` }),
    });
  };
}

const wordsShown = [...Object.values(loadFailureTexts).filter((text) => typeof text === 'string')];

/** What is wrong with the screen at `address` in a tab whose API fails with `fault`. */
async function faultProblems(page: Page, address: string, fault: Fault, calls: string[]): Promise<string[]> {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  const problems: string[] = [];
  // A page that came with its answers (a job page rendered with its job) keeps showing them when the API fails:
  // there is no Retry to wait for, only its own content to find still there.
  if ((await page.locator('#page-data').count()) > 0) {
    const text = (await page.locator('body').textContent()) ?? '';
    if (text.includes(rawMarker)) problems.push(`${fault}: the raw answer is on the screen`);
    const headings = await page.getByRole('heading', { level: 1 }).allInnerTexts();
    if (headings.length === 0 || headings.some((heading) => /not found/i.test(heading))) {
      problems.push(`${fault}: the page's own content is gone (headings: ${headings.join(', ')})`);
    }
    return problems;
  }
  // The screen's code may still be arriving: give it time to show words, a Retry or a not-found heading.
  await page
    .getByRole('button', { name: labels.tryAgain })
    .or(page.getByRole('heading', { level: 1, name: /not found/i }))
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  const text = (await page.locator('body').textContent()) ?? '';
  if (text.includes(rawMarker)) problems.push(`${fault}: the raw answer is on the screen`);
  const retry = await page.getByRole('button', { name: labels.tryAgain }).count();
  const words = wordsShown.some((words) => text.includes(words));
  // A 404 (or a 400 for a malformed id) of the one thing a screen shows is that thing not being there.
  const notFound =
    (fault === '404' || fault === '400') && (await page.getByRole('heading', { level: 1 }).allInnerTexts());
  const saysNotFound = Array.isArray(notFound) && notFound.some((heading) => /not found/i.test(heading));
  if (!(saysNotFound || (words && retry > 0))) {
    problems.push(`${fault}: no words and Retry (calls ${calls.join(', ')})`);
  }
  if (fault === '429' && !text.includes(loadFailureTexts.retryAfter(30)) && !saysNotFound) {
    problems.push('429: does not say how long to wait');
  }
  return problems;
}

describe('every data screen says what went wrong in words, with Retry', () => {
  it.each(screens)(
    '$path as $visitor',
    async ({ path, visitor }) => {
      const { answering, failing } = tabs.get(visitor) as { answering: Page; failing: Map<Fault, Page> };
      const address = addressOf(path, seeded);
      const calls = await dataCalls(answering, address);
      if (calls.length === 0) return; // a screen of words only: nothing to fail
      const checks = faults.map((fault) => faultProblems(failing.get(fault) as Page, address, fault, calls));
      expect(await allChecks(checks)).toEqual([]);
    },
    300_000,
  );
});
