/**
 * The workers of the board's promises (docs/hiring.md, "The board's promises"), each built by the shared
 * scheduled-worker builder (worker-parts.ts) and run daily; emails go through the stage's SES identity, rate-limited
 * per company:
 * - "Still hiring?" (functions/workers/ask-still-hiring.ts) asks the companies of jobs open 30 days whether they are
 *   still hiring and closes the jobs left unanswered 7 days. Rights, limited by partition key
 *   (dynamodb:LeadingKeys): Query the list of listed jobs (`POST#all`) and BatchGet the jobs; read and write job
 *   items, company items and the category counts, as one job edit does; put audit-log lines; read the company
 *   account's user item and the suppression list; count the per-company notice limit (`RATE#company-notice#…`).
 * - "Every application gets an answer" (functions/workers/answer-applications.ts) reminds companies of applications
 *   pending 7 and 14 days and marks those pending 30 days "No decision", telling their applicants. Rights: Query the
 *   directory (gsi1) and the applications of a company (gsi2); read company and user items and the suppression
 *   list; update application items and the notice limit.
 * Each writes its own log group and sends to its own queue.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { rateRules } from '../../functions/lib/rate-limit.js';
import { term } from '../../functions/lib/search/postings.js';
import { repoRoot } from '../bundling.js';
import { grantSending, type SendingMail } from './mail.js';
import { suppressedKeyPattern } from './suppression-worker.js';
import { type ScheduledWorkerPlace, scheduledWorker } from './worker-parts.js';

export const stillHiringEntry = `${repoRoot}/functions/workers/ask-still-hiring.ts`;
export const applicationAnswersEntry = `${repoRoot}/functions/workers/answer-applications.ts`;
/** Days are what the promises count: once a day is on time. */
export const PROMISES_SCHEDULE = Duration.days(1);

const prefix = (pk: string) => `${pk.replace(/0$/, '')}*`;
const partitions = {
  allJobs: keys.posting(term.all()).pk,
  jobs: prefix(keys.job(0).pk),
  companies: prefix(keys.company(0).pk),
  categories: keys.categories().pk,
  users: prefix(keys.user(0).pk),
  audit: keys.auditLog().pk,
  applications: prefix(keys.application(0).pk),
  noticeLimit: `${keys.rateLimit(rateRules.companyNoticesPerCompany.scope, '', '').pk}*`,
};

export interface HiringPromisesProps extends ScheduledWorkerPlace {
  mail: SendingMail;
  /** Environment every function gets (TABLE_NAME, STAGE, SITE_URL, ...). */
  environment: Record<string, string>;
}

function allowOn(role: IRole, table: ITable, actions: string[], leadingKeys: string[]): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: actions.map((action) => `dynamodb:${action}`),
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys } },
    }),
  );
}

/** What tells one promise worker from the other; the rest (daily, 15 minutes, mail, a queue) they share. */
interface PromiseWorker {
  /** Its construct's id. */
  id: string;
  /** Its role's description. */
  role: string;
  /** Its table rights, before the mail rights they all have. */
  grant: (role: IRole, table: ITable) => void;
  entry: string;
  /** The function's description, with its pace. */
  description: string;
  /** What each run does, for the schedule's description. */
  does: string;
  /** The schedule's name in its dead-letter queue's acknowledgement. */
  deadLettersOf: string;
  /** What a failed run means and where to look, for the dead-letter alarm. */
  alarmDescription: string;
}

const stillHiring: PromiseWorker = {
  id: 'StillHiring',
  role: 'Still hiring? run by a schedule',
  grant: (role, table) => {
    allowOn(role, table, ['Query'], [partitions.allJobs, partitions.categories]);
    allowOn(role, table, ['BatchGetItem'], [partitions.jobs]);
    allowOn(
      role,
      table,
      ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
      [partitions.jobs, partitions.companies, partitions.categories],
    );
    allowOn(role, table, ['PutItem'], [partitions.audit]);
    allowOn(role, table, ['GetItem'], [partitions.users, suppressedKeyPattern]);
    allowOn(role, table, ['UpdateItem'], [partitions.noticeLimit]);
  },
  entry: stillHiringEntry,
  description: 'Still hiring? Asks companies to confirm jobs open 30 days, closes the unanswered (daily)',
  does: 'Asks companies whether their jobs are still open and closes the unanswered',
  deadLettersOf: 'still-hiring',
  alarmDescription:
    'The still-hiring run failed every retry: no company was asked and no unanswered job closed today. Check ' +
    'its logs ("Still hiring? run" is the success line); the next run picks up whatever was left.',
};

const applicationAnswers: PromiseWorker = {
  id: 'ApplicationAnswers',
  role: 'Application answers run by a schedule',
  grant: (role, table) => {
    // The directory (gsi1) and a company's applications (gsi2).
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${table.tableArn}/index/gsi1`, `${table.tableArn}/index/gsi2`],
      }),
    );
    allowOn(role, table, ['GetItem'], [partitions.companies, partitions.users, suppressedKeyPattern]);
    allowOn(role, table, ['UpdateItem'], [partitions.applications, partitions.noticeLimit]);
  },
  entry: applicationAnswersEntry,
  description: 'Every application gets an answer: reminders at 7 and 14 days, No decision at 30 (daily)',
  does: 'Reminds companies of waiting applications and marks those 30 days old No decision',
  deadLettersOf: 'application-answers',
  alarmDescription:
    'The application-answers run failed every retry: no reminder went out and no application became No ' +
    'decision today. Check its logs ("Application answers run" is the success line); the next run catches up.',
};

export class HiringPromises extends Construct {
  readonly stillHiring: NodejsFunction;
  readonly applicationAnswers: NodejsFunction;

  constructor(scope: Construct, id: string, props: HiringPromisesProps) {
    super(scope, id);
    this.stillHiring = promiseWorker(this, props, stillHiring);
    this.applicationAnswers = promiseWorker(this, props, applicationAnswers);
  }
}

function promiseWorker(parent: Construct, props: HiringPromisesProps, worker: PromiseWorker): NodejsFunction {
  return scheduledWorker(new Construct(parent, worker.id), props, {
    role: worker.role,
    grant: (role) => {
      worker.grant(role, props.table);
      grantSending(role, props.mail);
    },
    entry: worker.entry,
    description: worker.description,
    timeout: Duration.minutes(15),
    environment: { ...props.environment, MAIL_FROM: props.mail.from },
    every: PROMISES_SCHEDULE,
    does: worker.does,
    deadLettersOf: worker.deadLettersOf,
    alarmDescription: worker.alarmDescription,
  });
}
