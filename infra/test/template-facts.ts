/**
 * The figures docs/deploy.md states about a stage, read from its synthesized templates: stacks, functions, alarms,
 * dead-letter queues, reserved concurrency, the canary coverage, open cdk-nag findings, and the idle monthly floor
 * (what the stage costs with no traffic at all). infra/test/docs.test.ts holds the doc to them;
 * `npm run infra:report` prints them.
 */
import { RESERVABLE, RESERVATION_CEILING } from '../config/concurrency.js';
import type { StageName } from '../config/stages.js';
import { functionCanaries, userFacing } from './function-canaries.js';
import type { Synthesized } from './synth.js';

/** List prices in us-east-1 (docs/deploy.md, "What it costs"), USD a month. */
export const PRICES = {
  alarm: 0.1,
  secret: 0.4,
  webAcl: 5,
  wafRule: 1,
  dashboard: 3,
  hostedZone: 0.5,
};

export interface StageFacts {
  stage: StageName;
  stacks: string[];
  functions: number;
  routeFunctions: number;
  canaried: number;
  alarms: number;
  deadLetterQueues: number;
  reservedConcurrency: number;
  reservationCeiling: number;
  reservable: number;
  openFindings: number;
  wafRules: number;
  secrets: number;
  dashboards: number;
  hostedZone: boolean;
  backupPlans: number;
  /** With no traffic: alarms, secrets, WAF, dashboard, hosted zone; backups and logs of an empty stage round to 0. */
  idleMonthlyUsd: number;
}

const count = (synth: Synthesized, type: string) =>
  Object.values(synth.template).reduce((sum, template) => sum + Object.keys(template.findResources(type)).length, 0);

export function stageFacts(stage: StageName, synth: Synthesized): StageFacts {
  const { canaries } = functionCanaries(synth);
  const canaried = canaries.filter(
    (c) => c.alarms.length > 0 && c.alarms.every((alarm) => userFacing(c, alarm)),
  ).length;
  const functionsReserving = Object.values(synth.template).flatMap(
    (template) => Object.values(template.findResources('AWS::Lambda::Function')) as any[],
  );
  const reservedConcurrency = functionsReserving.reduce(
    (sum, f) => sum + (f.Properties.ReservedConcurrentExecutions ?? 0),
    0,
  );
  const acl = synth.template.edge
    ? (Object.values(synth.template.edge.findResources('AWS::WAFv2::WebACL'))[0] as any)
    : undefined;
  const wafRules = acl ? acl.Properties.Rules.length : 0;
  const alarms = count(synth, 'AWS::CloudWatch::Alarm');
  const secrets = count(synth, 'AWS::SecretsManager::Secret');
  const dashboards = count(synth, 'AWS::CloudWatch::Dashboard');
  const hostedZone = count(synth, 'AWS::Route53::RecordSet') > 0;
  const idle =
    alarms * PRICES.alarm +
    secrets * PRICES.secret +
    (acl ? PRICES.webAcl + wafRules * PRICES.wafRule : 0) +
    dashboards * PRICES.dashboard +
    (hostedZone ? PRICES.hostedZone : 0);
  return {
    stage,
    stacks: Object.keys(synth.stacks).sort(),
    functions: canaries.length,
    routeFunctions: canaries.filter((c) => c.route).length,
    canaried,
    alarms,
    deadLetterQueues: count(synth, 'AWS::SQS::Queue'),
    reservedConcurrency,
    reservationCeiling: RESERVATION_CEILING,
    reservable: RESERVABLE,
    openFindings: synth.violations.length,
    wafRules,
    secrets,
    dashboards,
    hostedZone,
    backupPlans: count(synth, 'AWS::Backup::BackupPlan'),
    idleMonthlyUsd: Math.round(idle * 100) / 100,
  };
}
