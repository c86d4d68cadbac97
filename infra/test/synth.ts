/**
 * Synthesizes one stage the way `cdk synth` does (cdk.json's feature flags, cdk-nag, the real handler files) and
 * hands the tests its templates, its validation report and its acknowledgements.
 *
 * Two things differ, both for speed and independence: function bundling is skipped (the template is the same;
 * `npm run synth` and scripts/bundle-sizes.ts bundle for real), and the site is a tiny temporary folder, so the
 * tests never need a prior `vite build`. Findings are collected instead of failing the synth, so a test can list
 * them.
 *
 * A synth costs seconds of CPU, and most files only read a named stage's templates: `synthesizedStage` synthesizes
 * each named stage once per test worker (the infra project shares modules between its files, vitest.workspace.ts).
 * `synthStage` always synthesizes afresh, for a stage of its own or a synth under a spy.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { siteHtmlFiles } from '../../shared/prerendered-pages.js';
import type { RouteId } from '../../shared/routes.js';
import { buildStage, type StageStacks } from '../build-app.js';
import { repoRoot } from '../bundling.js';
import { type StageConfig, type StageName, stageConfig } from '../config/stages.js';
import type { RouteFunction } from '../constructs/route-function.js';
import { RouteStack } from '../stacks/route-stack.js';

export type StackKey = keyof StageStacks;

export interface Violation {
  ruleName: string;
  paths: string[];
}

export interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

export interface Synthesized {
  stacks: StageStacks;
  template: Record<StackKey, Template>;
  /** The API's stacks (api, every route stack, api-stage) read as one template: where a route's parts are. */
  apiTemplate: Template;
  /** A route's function construct, in whichever route stack holds it. */
  routeFunction: (id: RouteId) => RouteFunction;
  /** Unacknowledged findings of every validation plugin (cdk-nag's AwsSolutions and Serverless packs). */
  violations: Violation[];
  acknowledgements: Acknowledgement[];
}

const cdkContext = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** A built site in miniature: what SiteDeployment needs (the prerendered pages, shell.html and assets/). */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const page of siteHtmlFiles) {
    writeFileSync(join(dir, page), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
  }
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("site")');
  return dir;
}

function collectAcknowledgements(root: IConstruct): Acknowledgement[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

/**
 * Several stacks' resources as one template. A reference from one of them to another (`Fn::GetStackOutput` of an
 * output the other publishes) reads as the `Ref` or `Fn::GetAtt` it stands for, as within one stack.
 */
function mergedTemplate(parts: { name: string; template: Template }[]): Template {
  const outputs = new Map<string, unknown>();
  for (const { name, template } of parts) {
    const published = (template.toJSON().Outputs ?? {}) as Record<string, { Value: unknown }>;
    for (const [output, { Value }] of Object.entries(published)) outputs.set(`${name}/${output}`, Value);
  }
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const reference = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } })[
      'Fn::GetStackOutput'
    ];
    const target = reference && outputs.get(`${reference.StackName}/${reference.OutputName}`);
    if (target) return target;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  const resources = Object.assign({}, ...parts.map(({ template }) => template.toJSON().Resources));
  return Template.fromJSON({ Resources: resolve(resources) as Record<string, unknown> });
}

export function synthStage(stage: StageName | StageConfig, options: { handlersDir?: string } = {}): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'jobboard-cdk-'));
  const webDist = fakeWebDist();
  const app = new App({
    outdir,
    context: {
      ...cdkContext,
      'aws:cdk:bundling-stacks': [],
      '@aws-cdk/core:failSynthOnValidationErrors': false,
    },
  });
  const config = typeof stage === 'string' ? stageConfig(stage, undefined, true) : stage;
  const stacks = buildStage(app, { stage: config, webDist, ...options });
  const assembly = app.synth();
  const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as {
    pluginReports: { violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[] }[];
  };
  const template = Object.fromEntries(
    Object.entries(stacks).map(([key, stack]) => [
      key,
      Template.fromJSON(assembly.getStackByName(stack.stackName).template),
    ]),
  ) as Record<StackKey, Template>;
  const apiKeys = (Object.keys(stacks) as StackKey[]).filter((key) => key === 'api' || key.startsWith('api-'));
  const apiTemplate = mergedTemplate(apiKeys.map((key) => ({ name: stacks[key]!.stackName, template: template[key] })));
  const routeStacks = apiKeys.flatMap((key) => (stacks[key] instanceof RouteStack ? [stacks[key]] : []));
  // Everything is read into memory: the assembly (about 25 MB, mostly the AWS CLI layer) can go.
  for (const dir of [outdir, webDist]) rmSync(dir, { recursive: true, force: true });
  return {
    stacks,
    template,
    apiTemplate,
    routeFunction: (id) => {
      const fn = routeStacks.find((routeStack) => routeStack.functions.has(id))?.functions.get(id);
      if (!fn) throw new Error(`no route stack holds ${id}`);
      return fn;
    },
    violations: report.pluginReports.flatMap((plugin) =>
      plugin.violations.map((v) => ({
        ruleName: v.ruleName,
        paths: v.violatingConstructs.map((c) => c.constructPath),
      })),
    ),
    acknowledgements: collectAcknowledgements(app),
  };
}

const synthesizedStages = new Map<StageName, Synthesized>();

/** A named stage's synth, shared by every file of this worker: read it, never change it. */
export function synthesizedStage(stage: StageName): Synthesized {
  let synthesized = synthesizedStages.get(stage);
  if (!synthesized) {
    synthesized = synthStage(stage);
    synthesizedStages.set(stage, synthesized);
  }
  return synthesized;
}
