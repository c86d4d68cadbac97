/**
 * The email sender (functions/workers/send-reset-email.ts): a Lambda that is not an API route. The forgot-password
 * function hands it each reset request as an asynchronous invocation and answers at once, the same for every
 * email; the sender looks the email up, writes the reset token and mails the link. The contact function hands it
 * each contact-form message, which it mails to the support address (support@ the sender's domain).
 *
 * Lambda retries a failed run twice; an event that still fails, or is older than the link's hour, goes to the
 * dead-letter queue, which alarms as soon as it holds a message. That is the one alarm it needs: a failed run is
 * retried, and a throttled event waits in Lambda's queue until it runs or ends in the dead letters too.
 *
 * Rights, each on one resource: read the user and its guard item and put the token on the table (no index, no
 * other write), send from the stage's SES identity, write its own log group, put failed events in its queue. Only
 * the invoking function may invoke it.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { functionBundling, repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';
import { acknowledgeFunctionBasics } from './function-acknowledgements.js';
import { removalPolicyFor } from './removal.js';

export const senderEntry = `${repoRoot}/functions/workers/send-reset-email.ts`;

/** Lambda's asynchronous retries (its default, written down so a reader sees it) and how long an event may wait. */
export const SENDER_RETRY_ATTEMPTS = 2;
/** A reset link is valid for an hour: an event older than that would mail a link nobody can use in time. */
export const SENDER_MAX_EVENT_AGE = Duration.hours(1);

export interface MailSenderProps {
  stage: StageConfig;
  table: ITable;
  mail: { identity: IEmailIdentity; from: string; configurationSetArn?: string };
  /** Environment every function gets (TABLE_NAME, STAGE, SITE_URL, ...). */
  environment: Record<string, string>;
  alarmTopic: ITopic;
  /** The functions that hand emails over (forgot-password, contact): may invoke the sender and learn its name. */
  invokers: LambdaFunction[];
}

export class MailSender extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.stage.logRetention,
      removalPolicy: removalPolicyFor(props.stage),
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Password-reset email sender (${props.stage.name})`,
    });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], resources: [props.table.tableArn] }),
    );
    props.mail.identity.grantSendEmail(role);
    if (props.mail.configurationSetArn) {
      // Every send from the identity goes through its default configuration set, which SES authorizes too.
      role.addToPolicy(
        new PolicyStatement({ actions: ['ses:SendEmail'], resources: [props.mail.configurationSetArn] }),
      );
    }

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    for (const id of ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy']) {
      Validations.of(this.deadLetterQueue).acknowledge({
        id,
        reason:
          'This queue IS the dead-letter queue (of the reset-email sender): its messages are read by operators, ' +
          'after its alarm, not consumed by a function that could fail again.',
      });
    }

    this.function = new NodejsFunction(this, 'Function', {
      description: 'Sends password-reset and contact-form emails (invoked asynchronously by their routes)',
      entry: senderEntry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      // Contact-form messages go to the support mailbox of the sender's own domain.
      environment: {
        ...props.environment,
        MAIL_FROM: props.mail.from,
        SUPPORT_EMAIL: props.mail.from.replace(/^[^@]*@/, 'support@'),
      },
      // The auth routes' share: a flood of reset requests cannot take the account's concurrency through it either.
      ...(props.stage.reservedConcurrency
        ? { reservedConcurrentExecutions: props.stage.reservedConcurrency.auth }
        : {}),
      tracing: Tracing.ACTIVE,
      bundling: functionBundling,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      retryAttempts: SENDER_RETRY_ATTEMPTS,
      maxEventAge: SENDER_MAX_EVENT_AGE,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    acknowledgeFunctionBasics(this.function, role);
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Failed events already go to the dead-letter queue, through the on-failure destination (onFailure), ' +
        'which also records the error; the older DeadLetterConfig would be a second, poorer copy.',
    });

    for (const invoker of props.invokers) {
      this.allowInvoke(invoker);
      invoker.addEnvironment('RESET_EMAIL_FUNCTION', this.function.functionName);
    }

    notifyingAlarm(this, 'DeadLettersAlarm', props.alarmTopic, {
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Max' }),
      threshold: 1,
      description:
        'Password-reset emails failed three times (or waited over an hour) and are in the dead-letter queue: ' +
        'check the sender logs ("Password reset email not sent") and SES.',
    });
  }

  /** lambda:InvokeFunction on this function's ARN only (grantInvoke would add every version and alias too). */
  private allowInvoke(invoker: IGrantable): void {
    invoker.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
    );
  }
}
