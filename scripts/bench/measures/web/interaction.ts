/**
 * Interaction to Next Paint on the public pages: a scripted visitor on a phone-sized window with the CPU slowed 4×
 * (as Lighthouse's mobile run) opens each page, waits until it has settled, then does what a visitor does first:
 * types in the home page's search, opens the jobs list's filters and types in its search, opens the Apply dialog
 * (signed in as the demo job seeker), opens the company page's menu. Chromium's Event Timing entries (what its
 * trace records for each interaction: input delay, handlers and the next paint) give each interaction's duration;
 * a page's INP is its longest (fewer than 50 interactions), and the figure is the median over the rounds.
 */
import { type APIRequestContext, type Browser, chromium, type Page } from 'playwright-core';
import { jobLabels, labels } from '../../../../shared/texts.js';
import { demoAccounts } from '../../../local/demo-accounts.js';
import { median } from '../../harness/stats.js';

export interface InteractionFigures {
  page: string;
  what: string;
  /** Median over the rounds of the page's longest interaction (ms). */
  inpMs: number;
  inpRuns: number[];
  /** Interactions counted in the last round. */
  interactions: number;
  /** Why a round could not be measured (the first such), if one could not. */
  error?: string;
}

interface Scenario {
  page: string;
  what: string;
  /** The page's path; for a signed-in scenario it may depend on the account (given its request context). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  signedIn?: boolean;
  act: (page: Page) => Promise<void>;
}

/** Collects the longest duration of every interaction, from before the page's first script. */
const OBSERVE = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** A job the signed-in seeker has not applied to, so that its page offers the Apply button. */
async function jobNotAppliedTo(request: APIRequestContext): Promise<string> {
  const applied = new Set(
    ((await (await request.get('/api/applications')).json()) as { jobId: number }[]).map((a) => a.jobId),
  );
  const jobs = (await (await request.get('/api/jobs?limit=50')).json()) as { id: number }[];
  const job = jobs.find(({ id }) => !applied.has(id));
  if (!job) throw new Error('the demo job seeker has applied to every job of the first page');
  return `/job/${job.id}`;
}

async function scenarios(base: string): Promise<Scenario[]> {
  const companies = (await (await fetch(`${base}/api/companies`)).json()) as { id: number }[];
  const type = (page: Page, label: string, text: string) =>
    page.getByRole('textbox', { name: label }).first().pressSequentially(text, { delay: 50 });
  return [
    {
      page: 'home',
      what: 'type in the search',
      path: '/',
      act: (page) => type(page, labels.searchPlaceholder, 'design'),
    },
    {
      page: 'jobs list',
      what: 'open the filters, close them, type in the search',
      path: '/jobs',
      act: async (page) => {
        await page.getByRole('button', { name: jobLabels.filters }).first().click();
        await page.getByRole('button', { name: jobLabels.closeFilters }).click();
        await page.getByRole('button', { name: jobLabels.closeFilters }).waitFor({ state: 'detached' });
        await type(page, labels.searchPlaceholder, 'design');
      },
    },
    {
      page: 'job detail',
      what: 'open the Apply dialog (demo job seeker)',
      path: jobNotAppliedTo,
      signedIn: true,
      act: async (page) => {
        await page.getByRole('button', { name: jobLabels.applyNow }).first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      page: 'company',
      what: 'open the menu',
      path: `/companies/${companies[0]?.id}`,
      act: async (page) => {
        await page.getByRole('button', { name: labels.openMenu }).click();
        await page.getByRole('button', { name: labels.closeMenu }).waitFor();
      },
    },
  ];
}

/**
 * Waits until the page is the app's and done, so that the interaction measures the page, not its start: its content
 * in place (no placeholder, spinner, inert prerendered copy or held clicks left), its heading React's (a page rendered on the
 * server looks done before React has adopted it: React adopts a screen's part at its lowest priority, after the
 * frame), no file requested for half a second (the parts a screen fetches once it is live, such as the list's
 * filters drawer) and the main thread idle.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.MuiSkeleton-root, [role="progressbar"], [inert], [data-clicks-held]'),
  );
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  const resources = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  for (let before = -1, now = await resources(); before !== now; before = now, now = await resources()) {
    await page.waitForTimeout(500);
  }
  for (let idle = 0; idle < 2; idle++) {
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 10_000 })));
  }
}

async function longestInteraction(browser: Browser, base: string, scenario: Scenario) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    if (scenario.signedIn) {
      const seeker = demoAccounts[0];
      const answer = await context.request.post('/api/login', {
        data: { username: seeker.username, password: seeker.password },
      });
      if (answer.status() !== 200) throw new Error(`the demo job seeker could not sign in: ${answer.status()}`);
    }
    const path = typeof scenario.path === 'string' ? scenario.path : await scenario.path(context.request);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'networkidle' });
    await settled(page);
    await scenario.act(page);
    // Event Timing reports an interaction once its next frame is painted: wait for two more frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const durations = await page.evaluate(() => [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ]);
    return { inp: durations.length ? Math.max(...durations) : 0, interactions: durations.length };
  } finally {
    await context.close();
  }
}

/** Each scenario `rounds` times against the site at `base`, each in a fresh browser context. */
export async function measureInteractions(
  base: string,
  rounds: number,
  executablePath: string,
  extraFlags: string[] = [],
): Promise<InteractionFigures[]> {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      ...extraFlags,
    ],
  });
  try {
    const list = await scenarios(base);
    const runs = new Map(list.map((scenario) => [scenario.page, [] as number[]]));
    const counted = new Map<string, number>();
    const errors = new Map<string, string>();
    for (let round = 0; round < rounds; round++) {
      for (const scenario of list) {
        // A round that fails (a slow machine missing a wait) is left out and said, not the whole section lost.
        try {
          const { inp, interactions } = await longestInteraction(browser, base, scenario);
          runs.get(scenario.page)?.push(Math.round(inp));
          counted.set(scenario.page, interactions);
        } catch (error) {
          if (!errors.has(scenario.page)) errors.set(scenario.page, String(error).split('\n')[0] as string);
        }
      }
    }
    return list.map(({ page, what }) => {
      const inpRuns = runs.get(page) ?? [];
      const error = errors.get(page);
      return {
        page,
        what,
        inpMs: inpRuns.length ? median(inpRuns) : Number.NaN,
        inpRuns,
        interactions: counted.get(page) ?? 0,
        ...(error ? { error } : {}),
      };
    });
  } finally {
    await browser.close();
  }
}
