/**
 * cdk-nag's AwsSolutions and Serverless packs over every stage: no finding left unacknowledged, every
 * acknowledgement with a reason a reviewer can check. A deliberately bad stack proves both packs really run in
 * this setup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { stageNames } from '../config/stages.js';
import { type Synthesized, synthesizedStage, synthStage } from './synth.js';

const synthesized = new Map<string, Synthesized>();
beforeAll(() => {
  for (const stage of stageNames) synthesized.set(stage, synthesizedStage(stage));
});

/** CloudFormation refuses a stack over 500 resources; the rest is room for new routes (docs/deploy.md). */
const RESOURCE_CEILING = 450;

describe.each(stageNames)('%s', (stage) => {
  it(`keeps every stack, the api stack above all, under ${RESOURCE_CEILING} resources`, () => {
    const { template } = synthesized.get(stage)!;
    expect(Object.keys(template.api.toJSON().Resources).length).toBeGreaterThan(0);
    for (const [name, stack] of Object.entries(template)) {
      const count = Object.keys(stack.toJSON().Resources).length;
      expect(count, `${stage} ${name} stack: ${count} resources`).toBeLessThan(RESOURCE_CEILING);
    }
  });

  it('has no unacknowledged AwsSolutions or Serverless finding', () => {
    expect(synthesized.get(stage)!.violations).toEqual([]);
  });

  it('gives every acknowledgement a real reason', () => {
    const acknowledgements = synthesized.get(stage)!.acknowledgements;
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { id, reason } of acknowledgements) {
      expect(id).toMatch(/^(Annotation::)?(AwsSolutions-[A-Z]+\d+|Serverless-[A-Za-z]+$)/);
      expect(reason.length, `${id}: "${reason}"`).toBeGreaterThanOrEqual(40);
    }
  });
});

it('acknowledges the same rules in every stage, but no WAF, the default certificate, no alarm email, no API origin in dev', () => {
  // The CDK asset bucket's name holds the account, known in staging and prod, a token in dev.
  // The file buckets' names hold the stage, the account and the region (infra/constructs/bucket-names.ts).
  const assetBucket = (id: string) =>
    id
      .replace(/cdk-\w+-assets-[^\]]+/, 'cdk-assets-bucket')
      .replace(/jobboard-\w+-cvs-[^/]+/, 'cv-bucket')
      .replace(/jobboard-\w+-logos-[^/]+/, 'logo-bucket')
      // The pre-traffic check may invoke the stage's functions, named after the stage.
      .replace(/function:jobboard-\w+-\*/, 'function:jobboard-<stage>-*')
      .replace(/:eu-west-1:000000000000:/, ':<AWS::Region>:<AWS::AccountId>:')
      .replace('arn:aws:', 'arn:<AWS::Partition>:');
  const ids = (stage: string) =>
    new Set(synthesized.get(stage)!.acknowledgements.map((a) => assetBucket(a.id.replace(/^Annotation::/, ''))));
  expect(ids('staging')).toEqual(ids('prod'));
  // dev has no alarm email, no backups (they need an account and region: infra/constructs/backups.ts) and no API
  // origin, so no truststore bucket for the deploy-time upload to write to.
  const prodWithoutAlarmEmail = [...ids('prod')].filter(
    (id) =>
      id !== 'Serverless-SNSRedrivePolicy' &&
      !id.includes('AWSBackupServiceRolePolicy') &&
      !id.includes('ApiDomainTruststore'),
  );
  expect(ids('prod')).toContain('Serverless-SNSRedrivePolicy');
  expect(ids('dev')).toEqual(new Set([...prodWithoutAlarmEmail, 'AwsSolutions-CFR2', 'AwsSolutions-CFR4']));
});

it('acknowledges only findings that exist: without the acknowledgements, each one is reported', () => {
  const spy = vi.spyOn(Validations.prototype, 'acknowledge').mockImplementation(() => {});
  onTestFinished(() => spy.mockRestore());
  const unacknowledged = synthStage('dev').violations;
  const reported = new Set(unacknowledged.flatMap((v) => v.paths.map((path) => `${v.ruleName} @ ${path}`)));
  for (const { id, path } of synthesized.get('dev')!.acknowledgements) {
    const rule = id.replace(/^Annotation::/, '');
    const hits = [...reported].filter(
      (entry) => entry.startsWith(`${rule} @ ${path}/`) || entry === `${rule} @ ${path}`,
    );
    expect(hits.length, `${rule} acknowledged at ${path} but never reported there`).toBeGreaterThan(0);
  }
});

it('the packs report non-compliant resources (so a clean result means something)', () => {
  const app = new App({ context: { '@aws-cdk/core:failSynthOnValidationErrors': false } });
  const bad = new Stack(app, 'Bad');
  new Bucket(bad, 'PlainBucket');
  new Queue(bad, 'PlainQueue');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  const assembly = app.synth();
  const report = readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8');
  expect(report).toContain('AwsSolutions-S10');
  expect(report).toContain('Bad/PlainBucket');
  expect(report).toContain('Serverless-SQSRedrivePolicy');
  expect(report).toContain('Bad/PlainQueue');
});
