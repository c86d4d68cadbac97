/**
 * A mail sender: a Lambda that is not an API route, handed events by route functions as asynchronous invocations
 * (they answer at once). Two exist: the password-reset and contact sender (functions/workers/send-reset-and-contact-mail.ts;
 * forgot-password hands it each request, the same for every email; it looks the email up, writes the reset token
 * and mails the link; the contact route hands it each contact-form message, which it mails to support@ the sender's
 * domain; the alert subscription route hands it each confirmation link, which it mails to the visitor; the
 * sign-up and profile routes the address confirmation links; suspend-company the suspension notice) and the
 * application-mail sender (functions/workers/send-application-mail.ts; apply and decide hand it the
 * application's id, and a daily EventBridge rule its `daily-summary` event).
 *
 * Lambda retries a failed run twice; an event that still fails, or is older than the link's hour, goes to the
 * dead-letter queue, which alarms as soon as it holds a message. That is the one alarm it needs: a failed run is
 * retried, and a throttled event waits in Lambda's queue until it runs or ends in the dead letters too.
 *
 * Rights, each on one resource: the table actions its props name (the reset sender: read the user and its guard
 * item and put the token, no index; the application sender: read items, query the table and the index it lists), send
 * from the stage's SES identity, write its own log group, put failed events in its queue. Only the invoking
 * functions (the routes whose `invokes` in shared/routes.ts names it) and the schedule may invoke it.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Alias, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RouteWorker } from '../../shared/routes.js';
import { repoRoot } from '../bundling.js';
import { reservationsFor } from '../config/concurrency.js';
import { grantSending, type SendingMail } from './mail.js';
import {
  ASYNC_RETRY_ATTEMPTS,
  type AsyncWorker,
  acceptEventsFrom,
  asyncWorker,
  type WorkerPlace,
} from './worker-parts.js';

export const senderEntry = `${repoRoot}/functions/workers/send-reset-and-contact-mail.ts`;
export const applicationMailEntry = `${repoRoot}/functions/workers/send-application-mail.ts`;

/** Lambda's asynchronous retries (the daily summary's schedule retries as often) and how long an event may wait. */
export const SENDER_RETRY_ATTEMPTS = ASYNC_RETRY_ATTEMPTS;
/** A reset link is valid for an hour: an event older than that would mail a link nobody can use in time. */
export const SENDER_MAX_EVENT_AGE = Duration.hours(1);

/** What tells one sender from the other. */
export interface SenderKind {
  entry: string;
  /** "Password-reset email sender": role descriptions and alarm texts. */
  name: string;
  description: string;
  /** The environment variable the invokers read the function's name from. */
  functionVariable: string;
  /** Its name in the `invokes` of the routes that hand it events (shared/routes.ts): they may invoke it. */
  worker: RouteWorker;
  /** DynamoDB actions on the table; `indexes` adds Query on those indexes only. */
  tableActions: string[];
  indexes?: string[];
  maxEventAge: Duration;
  /** Whose share of reserved concurrency it takes. */
  concurrency: 'auth' | 'write';
  /** What an operator looks for in the logs after the dead-letter alarm. */
  logMessage: string;
}

export const resetSender: SenderKind = {
  entry: senderEntry,
  name: 'Password-reset email sender',
  description:
    'Sends password-reset, contact-form, alert and email confirmation emails (invoked asynchronously by their routes)',
  functionVariable: 'RESET_AND_CONTACT_MAIL_FUNCTION',
  worker: 'reset-and-contact-mail',
  tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem'],
  maxEventAge: SENDER_MAX_EVENT_AGE,
  // The auth routes' share: a flood of reset requests cannot take the account's concurrency through it either.
  concurrency: 'auth',
  logMessage: 'Password reset email not sent',
};

export const applicationSender: SenderKind = {
  entry: applicationMailEntry,
  name: 'Application email sender',
  description: 'Sends application emails (invoked asynchronously by apply and decide, and daily by a schedule)',
  functionVariable: 'APPLICATION_MAIL_FUNCTION',
  worker: 'application-mail',
  // Query on the table: the daily-summary markers; on gsi2: a company's applications.
  tableActions: ['dynamodb:GetItem', 'dynamodb:Query'],
  indexes: ['gsi2'],
  // News of an application is still worth sending hours later; a day-old event would overlap the next summary.
  maxEventAge: Duration.hours(6),
  concurrency: 'write',
  logMessage: 'Application email not sent',
};

export interface MailSenderProps extends WorkerPlace {
  kind: SenderKind;
  table: ITable;
  mail: SendingMail;
  /** Environment every function gets (TABLE_NAME, STAGE, SITE_URL, ...). */
  environment: Record<string, string>;
}

export class MailSender extends Construct {
  readonly function: NodejsFunction;
  /** What the routes and the schedule invoke (gradual-deployment.ts). */
  readonly live: Alias;
  readonly deadLetterQueue: Queue;
  readonly kind: SenderKind;
  private readonly worker: AsyncWorker;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    const { kind } = props;
    this.kind = kind;
    this.worker = asyncWorker(this, props, {
      role: kind.name,
      grant: (role) => {
        role.addToPrincipalPolicy(
          new PolicyStatement({ actions: kind.tableActions, resources: [props.table.tableArn] }),
        );
        if (kind.indexes) {
          role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: ['dynamodb:Query'],
              resources: kind.indexes.map((index) => `${props.table.tableArn}/index/${index}`),
            }),
          );
        }
        grantSending(role, props.mail);
      },
      function: {
        description: kind.description,
        entry: kind.entry,
        memorySize: 512,
        timeout: Duration.seconds(10),
        // Contact-form messages go to the support mailbox of the sender's own domain.
        environment: {
          ...props.environment,
          MAIL_FROM: props.mail.from,
          SUPPORT_EMAIL: props.mail.from.replace(/^[^@]*@/, 'support@'),
        },
        ...(props.stage.reservedConcurrency
          ? {
              reservedConcurrentExecutions: reservationsFor(props.stage.reservedConcurrency).perClass[kind.concurrency],
            }
          : {}),
      },
      deadLetters:
        `(of the ${kind.name}): its messages are read by operators, after its alarm, not consumed by a function ` +
        'that could fail again.',
      deadLettersAlarm:
        `${kind.name}: events failed three times (or waited too long) and are in the dead-letter queue: ` +
        `check the sender logs ("${kind.logMessage}") and SES.`,
      failing: `${kind.name}: a run failed (it is retried); an email is late.`,
      maxEventAge: kind.maxEventAge,
    });
    this.function = this.worker.function;
    this.live = this.worker.live;
    this.deadLetterQueue = this.worker.deadLetterQueue;
  }

  /**
   * Lets a route function hand events over: lambda:InvokeFunction on the `live` alias only (grantInvoke would add
   * the function and every version too), and the alias's qualified name in the invoker's environment.
   */
  acceptEventsFrom(invoker: LambdaFunction): void {
    acceptEventsFrom(this.worker, this.kind.functionVariable, invoker);
  }
}
