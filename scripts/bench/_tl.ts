import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../local/dynamodb.js';
import { startStack } from '../local/stack.js';

const stack = await startStack({ dataDir: mkdtempSync(join(tmpdir(), 'lh-')), port: await freePort(), build: true });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const [job] = await (await fetch(`${stack.url}/api/jobs?limit=1`)).json();
  const r = await lighthouse(`${stack.url}/job/${job.id}`, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  writeFileSync('/tmp/bb/lhr-detail.json', JSON.stringify(r!.lhr));
} finally {
  chrome.kill();
  await stack.stop();
}
