/**
 * The CDK app (cdk.json runs it with tsx): `npx cdk synth|deploy --all -c stage=<dev|staging|prod>`, with the
 * stage's settings as context (`-c account=...`) or environment (`JOBBOARD_ACCOUNT=...`): infra/config/stages.ts.
 * `-c webDist=<folder>` deploys a site built elsewhere (default web/dist). `-c synthCheck=true` synthesizes
 * staging and prod with check-only values that can never deploy (npm run synth, CI without an account).
 */
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildStage } from './build-app.js';
import { repoRoot } from './bundling.js';
import { envName, type StageConfig, stageConfig } from './config/stages.js';

const app = new App();
const context = (key: string): string | undefined => {
  const value = app.node.tryGetContext(key);
  return value === undefined ? undefined : String(value);
};

let stage: StageConfig;
try {
  stage = stageConfig(
    context('stage'),
    (key) => context(key) ?? process.env[envName(key)],
    context('synthCheck') === 'true',
  );
} catch (error) {
  // One line an operator can act on, not a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
// A key rotation (infra/scripts/rotate-keys.ts) deploys with a new generation, so CloudFormation reads the
// rotated secrets again; a later deploy without it goes back to the file's value and re-reads the same secrets.
const generation = context('keyGeneration');
if (generation !== undefined) stage = { ...stage, keyGeneration: Number(generation) };
const webDist = context('webDist') ?? join(repoRoot, 'web', 'dist');
buildStage(app, { stage, webDist });
app.synth();
