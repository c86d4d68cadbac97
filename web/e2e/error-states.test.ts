/**
 * Every data screen with its API calls failing: 400, 404, 429 (with Retry-After), 500 and a request that times
 * out. A screen must say what went wrong in words and offer Retry (or, for a 404 or 400 of the one thing it shows,
 * say it is not found and offer a way back), and never show the API's raw answer.
 *
 * The data screens are found, not listed: each screen of the route table is opened first in the tab whose API
 * answers 500, and a screen that asks the API for nothing but the session there is a screen of words only, done;
 * the other four faults are then tried at once, each in its own tab of the visitor's session. (A screen that asks
 * for data only after an answer it got would not be found; every screen asks for its data as it opens.)
 */
import type { Browser, Page, Route } from 'playwright-core';
import { labels, loadFailureTexts } from '../../shared/texts.js';
import { launchChromium } from './browser.js';
import { addressOf, allChecks, openVisitors, screens, type Visitor } from './visitors.js';
import type { WorstCase } from './worst-case-content.js';

/** Put in every failing answer: it must never reach the screen. */
const rawMarker = 'RAW-ANSWER-7f3a';
const faults = ['400', '404', '429', '500', 'timeout'] as const;
type Fault = (typeof faults)[number];

let browser: Browser | undefined;
let seeded: WorstCase;
/** Per visitor: one tab per fault whose API always fails that way. */
const tabs = new Map<Visitor, Map<Fault, Page>>();

beforeAll(async () => {
  browser = await launchChromium();
  const opened = await openVisitors(browser);
  seeded = opened.seeded;
  for (const [visitor, session] of opened.sessions) {
    session.setDefaultTimeout(60_000); // five tabs of a visitor share two cores with the stack
    const failing = new Map<Fault, Page>();
    for (const fault of faults) {
      const page = await session.newPage();
      await page.route('**/api/**', failWith(fault));
      failing.set(fault, page);
    }
    tabs.set(visitor, failing);
  }
});

afterAll(async () => {
  await browser?.close();
});

const QUIET_FALLBACKS = new Set(['/api/user', '/api/enums', '/api/board/counts']);

/** The API paths a tab asks for besides the session while `load` runs. */
async function dataCallsDuring(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const calls = new Set<string>();
  const listen = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    // /api/enums and /api/board/counts have a fallback by design (the fixed job types and levels; a page without its
    // line of counts, never a made-up number: board-size.tsx), so their failure shows nothing to fix.
    if (pathname.startsWith('/api/') && !QUIET_FALLBACKS.has(pathname)) calls.add(pathname);
  };
  page.on('request', listen);
  try {
    await load();
  } finally {
    page.off('request', listen);
  }
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

/** Opens `address` in a tab whose API fails, until no request is under way. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
}

/** What is wrong with the screen at `address`, open in a tab whose API fails with `fault`. */
async function faultProblems(page: Page, fault: Fault, calls: string[]): Promise<string[]> {
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
      const failing = tabs.get(visitor) as Map<Fault, Page>;
      const address = addressOf(path, seeded);
      const first = failing.get('500') as Page;
      // A blank page first: the previous screen's retries, still due in this tab, must not count as this screen's.
      await first.goto('about:blank');
      const calls = await dataCallsDuring(first, () => open(first, address));
      if (calls.length === 0) return; // a screen of words only: nothing to fail
      const others = faults.filter((fault) => fault !== '500');
      const checks = [
        faultProblems(first, '500', calls),
        ...others.map(async (fault) => {
          const page = failing.get(fault) as Page;
          await open(page, address);
          return faultProblems(page, fault, calls);
        }),
      ];
      expect(await allChecks(checks)).toEqual([]);
    },
    300_000,
  );
});
