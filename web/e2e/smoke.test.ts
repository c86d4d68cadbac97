/**
 * `npm run smoke` against the local stack (the seeded board, RATE_LIMIT_SCALE as every e2e file): every check
 * passes, none is skipped, and the throwaway account it registered is gone afterwards.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runSmoke } from '../../scripts/ops/smoke/run-smoke.js';
import { baseUrl } from './browser.js';

describe('the smoke test', () => {
  it('passes every check on the local board and deletes its throwaway account', async () => {
    const report = await runSmoke(baseUrl);
    expect(report.results.filter((result) => result.outcome !== 'passed')).toEqual([]);
    expect(report.results.map((result) => result.name)).toEqual([
      'home page',
      'API enums',
      'categories (bootstrapped)',
      'jobs list page',
      'newest jobs',
      'search',
      'job page HTML and JSON-LD',
      'job JSON',
      'register a throwaway account',
      'signed in',
      'save a job',
      'delete the account',
      'the deleted account is gone',
    ]);
    expect(report.cleanedUp).toBe(true);
  });

  it('fails, as a command, on a board that does not answer', async () => {
    const run = promisify(execFile);
    const failed = await run('npx', ['tsx', 'scripts/ops/smoke.ts', '--base-url', 'http://127.0.0.1:9'], {
      encoding: 'utf8',
    }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stdout).toContain('FAIL home page');
  });
});
