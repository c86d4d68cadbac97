/**
 * The CDK app (cdk.json runs it with tsx): `npx cdk synth|deploy --all -c stage=<dev|staging|prod>`.
 * `-c webDist=<folder>` deploys a site built elsewhere (default web/dist).
 */
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildStage } from './build-app.js';
import { repoRoot } from './bundling.js';
import { stageConfig } from './config/stages.js';

const app = new App();
const webDist = app.node.tryGetContext('webDist') ?? join(repoRoot, 'web', 'dist');
buildStage(app, { stage: stageConfig(app.node.tryGetContext('stage')), webDist });
app.synth();
