/**
 * Every screen of the route table, over worst-case content posted through the API, at a small phone's 320 px, a
 * phone's 390 px and a desktop's 1280 px, in light and dark, as each visitor the screen is for: no horizontal
 * scrolling, nothing drawn outside the viewport, no control drawn over another or unstyled, headings that never skip
 * a level, and axe-core with no WCAG 2.2 AA violation. With E2E_SCREENSHOTS=1, a full-page screenshot of every screen lands in .e2e-artifacts/screens/ (ignored by git) for
 * a person to look through; no test compares them, so a plain run spends no time drawing and encoding them.
 *
 * The screens come from the app's own route table, so a new screen is swept without touching this file; a screen
 * with a path parameter needs a sample address in visitors.ts, and the sweep says so when one is missing.
 *
 * Speed (most of the sweep's time is loading screens in the browser: leaving axe out at 390 px, a third of its runs,
 * saved nothing measurable, 322.7 s against 325.9 alone on 2026-11-30): each visitor has three tabs, one per width,
 * in contexts whose stored theme is light before any page loads. A screen is loaded once per tab, audited in
 * light, then switched to dark in place the way the app follows a theme chosen in another tab (the stored theme and
 * its storage event) and audited again: a colour scheme changes colours, never the page's layout or markup. Axe runs
 * in the page itself (legacy mode: no blank page opened to merge frame results; the site has no frames) and details
 * only its violations.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../shared/constants.js';
import { launchChromium } from './browser.js';
import { addressOf, allChecks, openVisitors, screens, settle, slugOf, themedTab, type Visitor } from './visitors.js';
import type { WorstCase } from './worst-case-content.js';

/** The narrowest phone still sold (320 px), a common phone (390 px) and a desktop. */
const widths = [320, 390, 1280] as const;
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const screenshots = process.env.E2E_SCREENSHOTS ? join(process.cwd(), '.e2e-artifacts', 'screens') : undefined;

type Theme = 'light' | 'dark';
interface View {
  width: number;
  page: Page;
}

let browser: Browser | undefined;
let seeded: WorstCase;
const views = new Map<Visitor, View[]>();

beforeAll(async () => {
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  browser = await launchChromium();
  const opened = await openVisitors(browser);
  seeded = opened.seeded;
  for (const [visitor, session] of opened.sessions) {
    const tabs: View[] = [];
    for (const width of widths) {
      tabs.push({ width, page: await themedTab(browser, session, { width, theme: 'light' }) });
    }
    views.set(visitor, tabs);
  }
});

afterAll(async () => {
  await browser?.close();
});

/** Elements drawn beyond the viewport's left or right edge that no scrolling or clipping box holds. */
function elementsOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      let held = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          held = true;
          break;
        }
      }
      if (held) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
      found.push(
        `${name} "${(element.textContent ?? '').slice(0, 40)}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
      );
    }
    return found.slice(0, 10);
  });
}

/** Where a heading skips a level on the way down (h1 then h3), or the page does not start with an h1. */
function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((heading) =>
      heading.checkVisibility(),
    );
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName[1]);
      if (level > previous + 1) skips.push(`h${level} "${heading.textContent?.slice(0, 40)}" after h${previous}`);
      previous = level;
    }
    return skips;
  });
}

/**
 * Controls drawn over one another (two fields of a row too wide for it, a button over a field): a person cannot read
 * or tap the one beneath. Visible inputs, selects, text areas, buttons and links, pairs of which neither holds the
 * other, whose boxes overlap by more than a pixel each way.
 */
function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.body.querySelectorAll('input, select, textarea, button, a[href]')].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        element.getBoundingClientRect().width > 0,
    );
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    for (const [index, one] of controls.entries()) {
      const a = one.getBoundingClientRect();
      for (const other of controls.slice(index + 1)) {
        if (one.contains(other) || other.contains(one)) continue;
        const b = other.getBoundingClientRect();
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 1 && down > 1) found.push(`${name(one)} and ${name(other)}`);
      }
    }
    return found.slice(0, 10);
  });
}

/**
 * Controls whose style class has no rules on the page: drawn as the browser's bare inputs and buttons. The server's
 * styles count classes as inserted, so a class counted without its rules styles nothing when the browser renders a
 * control with it later (the salary fields of the list's filters came as bare inputs that way). Controls only:
 * MUI's and the site's always carry styles, where some other parts' classes are empty on purpose (an accordion's
 * region, a chart's groups).
 */
function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules)
        for (const name of rule.cssText.match(/\.css-[\w-]+/g) ?? []) styled.add(name.slice(1));
    }
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('input, select, textarea, button')) {
      for (const name of element.classList) {
        if (!name.startsWith('css-') || styled.has(name)) continue;
        found.push(`${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} (${name})`);
      }
    }
    return [...new Set(found)].slice(0, 10);
  });
}

/** Layout checks: no horizontal scrolling, nothing outside, no control over another, none unstyled, headings in order. */
async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const innerWidth = await page.evaluate(() => window.innerWidth);
  if (scrollWidth > innerWidth) problems.push(`page is ${scrollWidth} px wide in a ${innerWidth} px window`);
  for (const element of await elementsOutsideViewport(page)) problems.push(`outside the viewport: ${element}`);
  for (const pair of await overlappingControls(page)) problems.push(`controls drawn over one another: ${pair}`);
  for (const control of await unstyledControls(page)) problems.push(`a control's style class has no rules: ${control}`);
  for (const skip of await headingSkips(page)) problems.push(`heading skips a level: ${skip}`);
  return problems;
}

/**
 * Axe's full WCAG 2.2 AA run in the light theme, and its contrast rule in the dark one (the only rule a colour
 * scheme changes), which keeps the sweep to a few minutes on two cores.
 */
async function axeProblems(page: Page, theme: Theme): Promise<string[]> {
  const problems: string[] = [];
  const axeBuilder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const axe = await (theme === 'light'
    ? axeBuilder.withTags(wcag22aa)
    : axeBuilder.withRules(['color-contrast'])
  ).analyze();
  for (const violation of axe.violations) {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    problems.push(`axe ${violation.id}: ${violation.help} (${targets.join(', ')})`);
  }
  return problems;
}

/**
 * Switches the loaded screen to dark as the app does when another tab picks a theme: the stored theme changes and
 * a storage event tells the page; MUI then marks the root element with the scheme's class.
 */
async function switchToDark(page: Page): Promise<void> {
  await page.evaluate((key) => {
    localStorage.setItem(key, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'dark', storageArea: localStorage }));
  }, THEME_STORAGE_KEY);
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  // Two frames: React's render of the new scheme and the style recalculation are done before axe reads colours.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  await transitionsEnded(page);
}

/**
 * Every colour transition under way has ended (MUI's buttons fade theirs over 250 ms: a switch to dark, or a button
 * enabled once the session answered), or axe reads a colour halfway and fails a button's contrast (it did both
 * ways once each, on a busy machine). Transitions only: a loading placeholder's pulse never ends.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition cut short by another rejects its promise: it has ended all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * One width of a screen: loaded in light, photographed when asked, audited; then switched to dark and audited
 * again. The tab is left blank: a screen kept open while other tabs work still runs its timers and animations.
 */
async function checkView({ width, page }: View, path: string, visitor: Visitor): Promise<string[]> {
  const address = addressOf(path, seeded);
  await page.goto(address);
  await settle(page);
  if (screenshots) {
    await page.screenshot({ path: join(screenshots, `${slugOf(path)}.${visitor}.${width}.png`), fullPage: true });
  }
  await transitionsEnded(page);
  const light = [...(await layoutProblems(page)), ...(await axeProblems(page, 'light'))];
  await switchToDark(page);
  const dark = await axeProblems(page, 'dark');
  await page.goto('about:blank');
  return [
    ...light.map((problem) => `${address} ${width}px light: ${problem}`),
    ...dark.map((problem) => `${address} ${width}px dark: ${problem}`),
  ];
}

describe('every screen holds up on a phone and a desktop, light and dark, with worst-case content', () => {
  it.each(screens)(
    '$path as $visitor',
    async ({ path, visitor }) => {
      const checks = (views.get(visitor) as View[]).map((view) => checkView(view, path, visitor));
      expect(await allChecks(checks)).toEqual([]);
    },
    300_000,
  );
});
