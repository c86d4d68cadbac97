/** The reset and contact mail sender: an async-only Lambda with its retries, dead-letter queue and alarm, and narrow rights. */

import type { CfnResource } from 'aws-cdk-lib';
import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { MailSender } from '../constructs/mail-sender.js';
import { type Synthesized, synthesizedStage } from './synth.js';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let dev: Synthesized;
let api: Template;
let sender: MailSender;
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  Stack.of(sender).getLogicalId(construct.node.defaultChild as CfnResource);

beforeAll(() => {
  dev = synthesizedStage('dev');
  api = dev.apiTemplate;
  sender = dev.stacks.api.node.findChild('ResetEmailSender') as MailSender;
});

function statementsOfRole(roleLogicalId: string): Statement[] {
  const policies = Object.values(api.findResources('AWS::IAM::Policy')) as { Properties: any }[];
  return policies
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleLogicalId }]))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

const roleOf = (fn: { role?: { node: { defaultChild?: unknown } } }) => logicalId(fn.role as never);
/** The distinct actions: one action may be granted on several resources (SES: the identity and the configuration set). */
const actions = (statements: Statement[]) => [...new Set(statements.flatMap((s) => [s.Action].flat()))].sort();

it('is a Node 22 arm64 function with the sender and support addresses, outside the API', () => {
  const fn = api.toJSON().Resources[logicalId(sender.function)];
  expect(fn.Properties).toMatchObject({
    Runtime: 'nodejs22.x',
    Architectures: ['arm64'],
    Handler: 'index.handler',
    Environment: {
      Variables: {
        MAIL_FROM: 'no-reply@dev.jobboard.example.com',
        SUPPORT_EMAIL: 'support@dev.jobboard.example.com',
        TABLE_NAME: expect.anything(),
      },
    },
  });
  expect(fn.Properties.Environment.Variables).not.toHaveProperty('SESSION_SECRET_ID');
  const integrations = JSON.stringify(api.findResources('AWS::ApiGatewayV2::Integration'));
  expect(integrations).not.toContain(logicalId(sender.function));
});

it('is retried twice, for at most an hour, then sends the event to an encrypted, TLS-only dead-letter queue', () => {
  const queue = logicalId(sender.deadLetterQueue);
  api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
    FunctionName: { Ref: logicalId(sender.function) },
    MaximumRetryAttempts: 2,
    MaximumEventAgeInSeconds: 3600,
    DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
  });
  api.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1209600 });
  api.hasResourceProperties('AWS::SQS::QueuePolicy', {
    Queues: [{ Ref: queue }],
    PolicyDocument: {
      Statement: Match.arrayWith([
        Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]),
    },
  });
});

it('alarms to the ops topic as soon as the dead-letter queue holds a message', () => {
  api.hasResourceProperties('AWS::CloudWatch::Alarm', {
    Namespace: 'AWS/SQS',
    MetricName: 'ApproximateNumberOfMessagesVisible',
    Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(sender.deadLetterQueue), 'QueueName'] } }],
    Threshold: 1,
    ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    AlarmActions: [Match.anyValue()],
    OKActions: [Match.anyValue()],
  });
});

it('may read users and put reset tokens on the table only, send mail, log, trace and dead-letter: nothing else', () => {
  const statements = statementsOfRole(roleOf(sender.function));
  expect(actions(statements)).toEqual(
    [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'ses:SendEmail',
      'ses:SendRawEmail',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ].sort(),
  );
  const table = statements.find((s) => [s.Action].flat().includes('dynamodb:GetItem'));
  expect(JSON.stringify(table?.Resource)).not.toContain('/index/');
  expect(JSON.stringify(table?.Resource)).not.toContain('*');
});

it('only the routes that queue its mail may invoke it, on its ARN alone, and know its name; they send no mail', () => {
  // forgot-password, contact, subscribe-alert, the email confirmation links (register, update-user, resend), the
  // company suspension notices and the two-step sign-in notices (turned off, recovery codes renewed).
  const senders = (
    [
      'forgot-password',
      'contact',
      'subscribe-alert',
      'register',
      'update-user',
      'resend-confirmation',
      'suspend-company',
      'disable-second-factor',
      'renew-recovery-codes',
    ] as const
  ).map((id) => dev.routeFunction(id).function);
  for (const route of senders) {
    const statements = statementsOfRole(roleOf(route));
    // The live alias only (canary.test.ts), never the function or its other versions.
    expect(statements).toContainEqual({
      Action: 'lambda:InvokeFunction',
      Effect: 'Allow',
      Resource: { Ref: logicalId(sender.live) },
    });
    expect(actions(statements).filter((a) => a.startsWith('ses:'))).toEqual([]);
    const env = api.toJSON().Resources[logicalId(route)].Properties.Environment.Variables;
    expect(env.RESET_AND_CONTACT_MAIL_FUNCTION).toEqual(liveName(sender));
    expect(env).not.toHaveProperty('MAIL_FROM');
  }

  const invokerRoles = invokersOf(sender).map((roles: { Ref: string }[]) => roles.map((role) => role.Ref).join());
  expect(invokerRoles.sort()).toEqual(senders.map((route) => roleOf(route)).sort());
});

/** What the invokers' environment names: the function's name qualified by its live alias. */
const liveName = (target: MailSender) => ({ 'Fn::Join': ['', [{ Ref: logicalId(target.function) }, ':live']] });

/** The roles whose policies may invoke this sender. */
function invokersOf(target: MailSender) {
  const arn = JSON.stringify({ Ref: logicalId(target.live) });
  return (Object.values(api.findResources('AWS::IAM::Policy')) as { Properties: any }[])
    .filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes(arn))
    .map((p) => p.Properties.Roles);
}

describe('the application-email sender', () => {
  let mailer: MailSender;
  beforeAll(() => {
    mailer = dev.stacks.api.node.findChild('ApplicationEmailSender') as MailSender;
  });

  it('only apply and decide may invoke it, and know its name; neither sends mail itself', () => {
    const roles = ['apply-to-job', 'update-application-status'].map((id) => {
      const fn = dev.routeFunction(id as never).function;
      const env = api.toJSON().Resources[logicalId(fn)].Properties.Environment.Variables;
      expect(env.APPLICATION_MAIL_FUNCTION).toEqual(liveName(mailer));
      expect(actions(statementsOfRole(roleOf(fn))).filter((a) => a.startsWith('ses:'))).toEqual([]);
      return [{ Ref: roleOf(fn) }];
    });
    expect(invokersOf(mailer).sort()).toEqual(roles.sort());
  });

  it('reads items and queries the table and gsi2 only: no write, no scan, no other index', () => {
    const statements = statementsOfRole(roleOf(mailer.function));
    const table = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    expect([...new Set(actions(table))].sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    const resources = JSON.stringify(table.map((s) => s.Resource));
    expect(resources).toContain('/index/gsi2');
    expect(resources).not.toContain('/index/gsi1');
    expect(resources).not.toContain('/index/gsi3');
    expect(resources).not.toContain('/index/*');
  });

  it('gets the daily-summary event from a daily EventBridge rule, with retries and its dead-letter queue', () => {
    api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 7 * * ? *)',
      Targets: [
        Match.objectLike({
          Arn: { Ref: logicalId(mailer.live) },
          Input: JSON.stringify({ kind: 'daily-summary' }),
          RetryPolicy: { MaximumRetryAttempts: 2 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(mailer.deadLetterQueue), 'Arn'] } },
        }),
      ],
    });
    api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { Ref: logicalId(mailer.live) },
      Principal: 'events.amazonaws.com',
    });
  });
});
