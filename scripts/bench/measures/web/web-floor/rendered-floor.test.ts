/**
 * The server-rendered floor page must be what the bench says it is: painted from its HTML with the API's answer and
 * its styles, started only after that paint, and adopted by React (the same elements, now React's) with no error.
 * A floor that React rendered again, or that failed, would be cheaper or dearer than the stack and mislead the
 * comparison.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../functions/local/dynamodb.js';
import { APP_START_SCRIPT } from '../../../../../shared/app-start-script.js';
import { launchChromium } from '../../../../../web/e2e/browser.js';
import { writeRenderedStackFloor } from './rendered-floor.js';
import { serveStackFloor } from './serve.js';

// The one answer the floor asks for, from a stand-in for the site's API: what is tested is the page, not the API.
const ANSWER = { id: 1, title: 'Night <b>Nurse</b> & Porter' };

let dir: string;
const servers: Server[] = [];
let floorBase: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rendered-floor-'));
  const apiPort = await freePort();
  const api = createServer((request, response) => {
    const found = request.url === '/api/jobs/1';
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? ANSWER : { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  servers.push(api);
  const apiBase = `http://127.0.0.1:${apiPort}`;
  await writeRenderedStackFloor(dir, apiBase);
  const floorPort = await freePort();
  servers.push(await serveStackFloor(dir, apiBase, floorPort));
  floorBase = `http://127.0.0.1:${floorPort}`;
}, 180_000);

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server-rendered stack floor page', () => {
  it('carries the answer, its styles and a start after the paint, not a module script', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('>Night &lt;b&gt;Nurse&lt;/b&gt; &amp; Porter</a>');
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
    expect(html).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/[^"]+\.js" data-app-start>/,
    );
    // The site's own start (shared/app-start-script.ts), not a copy of it.
    expect(html).toContain(`<script>${APP_START_SCRIPT}</script>`);
    expect(html).not.toContain('<script type="module"');
    // The answer as data cannot end the script element early.
    expect(html).toContain('"title":"Night \\u003cb>Nurse\\u003c/b> & Porter"');
  });

  it("is adopted by React: the painted link becomes React's, with no error", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        // The page has no icon: the browser's request for /favicon.ico is answered 404.
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
      });
      // The link as parsed, before any script of the app has run.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { painted: Element | null }).painted = document.querySelector('#root a');
        });
      });
      await page.goto(`${floorBase}/`);
      await page.waitForFunction(() => {
        const link = document.querySelector('#root a');
        return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactFiber')));
      });
      const adopted = await page.evaluate(() => {
        const link = document.querySelector('#root a');
        return { same: link === (window as unknown as { painted: Element | null }).painted, text: link?.textContent };
      });
      expect(adopted).toEqual({ same: true, text: ANSWER.title });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
