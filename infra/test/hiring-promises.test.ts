/** The still-hiring worker: built by the scheduled-worker builder, daily, narrow rights, its queue and alarm. */
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

beforeAll(() => {
  const dev = synthesizedStage('dev');
  api = dev.apiTemplate;
  promises = dev.stacks.api.node.findChild('HiringPromises') as HiringPromises;
});

it('runs once a day, retried twice into its dead-letter queue, which alarms', () => {
  api.hasResourceProperties('AWS::Events::Rule', {
    ScheduleExpression: 'rate(1 day)',
    Targets: [
      Match.objectLike({
        Arn: { 'Fn::GetAtt': [logicalId(promises.function), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: Match.anyValue(),
      }),
    ],
  });
  api.hasResourceProperties('AWS::Lambda::Function', {
    Environment: { Variables: Match.objectLike({ MAIL_FROM: Match.anyValue(), TABLE_NAME: Match.anyValue() }) },
    Description: Match.stringLikeRegexp('^Still hiring\\?'),
  });
});

it('grants only the partitions it reads and writes', () => {
  const role = logicalId(promises.function.role as never);
  const policies = Object.values(api.findResources('AWS::IAM::Policy')) as { Properties: any }[];
  const statements: Statement[] = policies
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
  const grants = statements
    .flatMap((s) => [s.Action].flat().map((action) => `${action} ${JSON.stringify(s.Condition ?? s.Resource)}`))
    .filter((grant) => grant.startsWith('dynamodb:'))
    .sort();
  const leading = (...keys: string[]) =>
    JSON.stringify({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys } });
  const edit = leading('JOB#*', 'COMPANY#*', 'CATEGORIES');
  expect(grants).toEqual(
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
});
