/** The job alert mailers: the digest on two schedules, instant alerts on the table stream, narrow rights, DLQs. */

import type { CfnResource } from 'aws-cdk-lib';
import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { AlertMailers } from '../constructs/alert-mailers.js';
import { synthesizedStage } from './synth.js';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

let api: Template;
let mailers: AlertMailers;
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  Stack.of(mailers).getLogicalId(construct.node.defaultChild as CfnResource);

beforeAll(() => {
  const dev = synthesizedStage('dev');
  api = dev.apiTemplate;
  mailers = dev.stacks.api.node.findChild('AlertMailers') as AlertMailers;
});

function statementsOf(fn: { role?: unknown }): Statement[] {
  const role = logicalId(fn.role as never);
  const policies = Object.values(api.findResources('AWS::IAM::Policy')) as { Properties: any }[];
  return policies
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

/** The logical id of a function's `live` alias, which everything invokes (canary.test.ts). */
const liveOf = (fn: { node: { defaultChild?: unknown } }) =>
  Object.entries(api.findResources('AWS::Lambda::Alias')).find(
    ([, alias]) => alias.Properties.FunctionName.Ref === logicalId(fn),
  )![0];

const tableActions = (statements: Statement[]) =>
  statements
    .flatMap((s) => [s.Action].flat().map((action) => ({ action, keys: JSON.stringify(s.Condition ?? 'index') })))
    .filter((grant) => grant.action.startsWith('dynamodb:'))
    .map((grant) => `${grant.action} ${grant.keys}`)
    .sort();

it('runs the digest daily and on Mondays at 07:00 UTC, each with its frequency, retried into its queue', () => {
  const digest = liveOf(mailers.digest);
  for (const [cron, frequency] of [
    ['cron(0 7 * * ? *)', 'daily'],
    ['cron(0 7 ? * MON *)', 'weekly'],
  ]) {
    api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: cron,
      Targets: [
        Match.objectLike({
          Arn: { Ref: digest },
          Input: JSON.stringify({ frequency }),
          RetryPolicy: { MaximumRetryAttempts: 2 },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
  }
});

it('feeds instant alerts from the table stream, failed batches to its queue', () => {
  // The stream feeds the live alias (canary.test.ts).
  const mappings = Object.values(api.findResources('AWS::Lambda::EventSourceMapping')) as any[];
  const instant = mappings.filter((m) => JSON.stringify(m.Properties.FunctionName).includes(liveOf(mailers.instant)));
  expect(instant).toHaveLength(1);
  api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    StartingPosition: 'LATEST',
    BisectBatchOnFunctionError: true,
    MaximumRetryAttempts: 3,
    DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
  });
});

it('grants each mailer only the partitions it reads and writes', () => {
  const digest = tableActions(statementsOf(mailers.digest));
  const instant = tableActions(statementsOf(mailers.instant));
  const leading = (...keys: string[]) =>
    JSON.stringify({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys } });
  expect(digest).toEqual(
    [
      `dynamodb:BatchGetItem ${leading('JOB#*')}`,
      `dynamodb:GetItem ${leading('USER#*', 'SUPPRESSED#*')}`,
      `dynamodb:Query ${leading('POST#*', 'CATEGORIES')}`,
      'dynamodb:Query "index"',
      `dynamodb:UpdateItem ${leading('ALERTS#*', 'USER#*')}`,
    ].sort(),
  );
  expect(
    instant.filter(
      (grant) =>
        !grant.startsWith('dynamodb:DescribeStream') &&
        !grant.includes('Stream') &&
        !grant.includes('GetRecords') &&
        !grant.includes('GetShardIterator'),
    ),
  ).toEqual(
    [
      `dynamodb:GetItem ${leading('USER#*', 'SUPPRESSED#*')}`,
      `dynamodb:Query ${leading('CATEGORIES')}`,
      'dynamodb:Query "index"',
      `dynamodb:UpdateItem ${leading('ALERTS#*', 'USER#*')}`,
    ].sort(),
  );
  for (const fn of [mailers.digest, mailers.instant]) {
    const all = statementsOf(fn).flatMap((s) => [s.Action].flat());
    expect(all).toContain('ses:SendEmail');
    expect(all).toContain('secretsmanager:GetSecretValue');
    expect(all).not.toContain('dynamodb:Scan');
    expect(all).not.toContain('dynamodb:PutItem');
  }
});
