/**
 * Debian's Chromium headless shell driven by playwright-core (Playwright's own browser download does not work
 * here): Chromium's old headless mode as a program of its own, the same engine without the rest of the browser. The
 * two largest files ran 11 to 18 % faster in it than in the whole Chromium, with 16 to 20 % less CPU (2026-11-30),
 * and Chromium's CPU was most of what the e2e files cost. CHROMIUM_PATH picks another browser.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const baseUrl = inject('baseUrl');

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Collects a page's uncaught exceptions and console errors from now on (not the 401 a visitor's session check
 * answers): a page React adopts with a mismatch, or a failed render, shows up here.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  return errors;
}

/**
 * Holds the page's requests whose address matches `pattern` (as `page.route` takes it) until `release` lets
 * them through, as on a slow connection, or `fail` fails them, as on a dropped one.
 */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  let settle: (outcome: 'through' | 'failed') => void = () => {};
  const settled = new Promise<'through' | 'failed'>((resolve) => (settle = resolve));
  await page.route(pattern, async (route) => {
    if ((await settled) === 'failed') await route.abort();
    else await route.continue();
  });
  return { release: () => settle('through'), fail: () => settle('failed') };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: flags,
  });
}

/**
 * One browser per test file; each test opens its own context (fresh cookies and storage) with `newPage()`, closed
 * when the test ends: a page left open keeps its timers, requests and animations running in Chromium while every
 * later test of the file runs.
 */
export function startBrowserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}
