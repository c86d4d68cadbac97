/** The promise workers: built by the scheduled-worker builder, daily, narrow rights, their queues and alarms. */
import type { CfnResource } from 'aws-cdk-lib';
import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { HiringPromises } from '../constructs/hiring-promises.js';
import { synthesizedStage } from './synth.js';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

let api: Template;
let promises: HiringPromises;
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  Stack.of(promises).getLogicalId(construct.node.defaultChild as CfnResource);
/** The logical id of a function's `live` alias, which every schedule invokes (canary.test.ts). */
const liveOf = (fn: { node: { defaultChild?: unknown } }) =>
  Object.entries(api.findResources('AWS::Lambda::Alias')).find(
    ([, alias]) => alias.Properties.FunctionName.Ref === logicalId(fn),
  )![0];

beforeAll(() => {
  const dev = synthesizedStage('dev');
  api = dev.apiTemplate;
  promises = dev.stacks.api.node.findChild('HiringPromises') as HiringPromises;
});

it('runs each worker once a day, retried twice into its dead-letter queue, which alarms', () => {
  for (const [fn, description] of [
    [promises.stillHiring, '^Still hiring\\?'],
    [promises.applicationAnswers, '^Every application gets an answer'],
  ] as const) {
    api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [
        Match.objectLike({
          Arn: { Ref: liveOf(fn) },
          RetryPolicy: { MaximumRetryAttempts: 2 },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ MAIL_FROM: Match.anyValue(), TABLE_NAME: Match.anyValue() }) },
      Description: Match.stringLikeRegexp(description),
    });
  }
});

function grantsOf(fn: { role?: unknown }): string[] {
  const role = logicalId(fn.role as never);
  const policies = Object.values(api.findResources('AWS::IAM::Policy')) as { Properties: any }[];
  const statements: Statement[] = policies
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
  return statements
    .flatMap((s) => [s.Action].flat().map((action) => `${action} ${JSON.stringify(s.Condition ?? 'index')}`))
    .filter((grant) => grant.startsWith('dynamodb:'))
    .sort();
}
const leading = (...keys: string[]) => JSON.stringify({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys } });

it('grants each only the partitions it reads and writes', () => {
  const edit = leading('JOB#*', 'COMPANY#*', 'CATEGORIES');
  expect(grantsOf(promises.stillHiring)).toEqual(
    [
      `dynamodb:BatchGetItem ${leading('JOB#*')}`,
      `dynamodb:ConditionCheckItem ${edit}`,
      `dynamodb:GetItem ${edit}`,
      `dynamodb:GetItem ${leading('USER#*', 'SUPPRESSED#*')}`,
      `dynamodb:PutItem ${edit}`,
      `dynamodb:PutItem ${leading('AUDIT')}`,
      `dynamodb:Query ${leading('POST#all', 'CATEGORIES')}`,
      `dynamodb:UpdateItem ${edit}`,
      `dynamodb:UpdateItem ${leading('RATE#company-notice#*')}`,
    ].sort(),
  );
  expect(grantsOf(promises.applicationAnswers)).toEqual(
    [
      `dynamodb:GetItem ${leading('COMPANY#*', 'USER#*', 'SUPPRESSED#*')}`,
      'dynamodb:Query "index"',
      `dynamodb:UpdateItem ${leading('APPLICATION#*', 'RATE#company-notice#*')}`,
    ].sort(),
  );
});
