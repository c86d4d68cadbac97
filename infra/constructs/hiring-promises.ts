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
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { rateRules } from '../../functions/lib/rate-limit.js';
import { term } from '../../functions/lib/search/postings.js';
import { repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import type { Deployments } from './gradual-deployment.js';
import type { SendingMail } from './mail.js';
import { suppressedKeyPattern } from './suppression-worker.js';
import { scheduledWorker, workerLogsAndRole } from './worker-parts.js';

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

export interface HiringPromisesProps {
  stage: StageConfig;
  deployments: Deployments;
  table: ITable;
  mail: SendingMail;
  /** Environment every function gets (TABLE_NAME, STAGE, SITE_URL, ...). */
  environment: Record<string, string>;
  alarmTopic: ITopic;
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

export class HiringPromises extends Construct {
  readonly stillHiring: NodejsFunction;
  readonly applicationAnswers: NodejsFunction;

  constructor(scope: Construct, id: string, props: HiringPromisesProps) {
    super(scope, id);
    this.stillHiring = stillHiringWorker(new Construct(this, 'StillHiring'), props);
    this.applicationAnswers = applicationAnswersWorker(new Construct(this, 'ApplicationAnswers'), props);
  }
}

/** Sending from the stage's SES identity (and its configuration set, when there is one). */
function allowMail(role: IRole, mail: SendingMail): void {
  mail.identity.grantSendEmail(role);
  if (mail.configurationSetArn) {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['ses:SendEmail'], resources: [mail.configurationSetArn] }),
    );
  }
}

function stillHiringWorker(scope: Construct, props: HiringPromisesProps): NodejsFunction {
  const { stage, table, mail } = props;
  const { logGroup, role } = workerLogsAndRole(scope, stage, 'Still hiring? run by a schedule');
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
  allowMail(role, mail);
  return scheduledWorker(scope, {
    stage,
    deployments: props.deployments,
    tableName: table.tableName,
    logGroup,
    role,
    entry: stillHiringEntry,
    description: 'Still hiring? Asks companies to confirm jobs open 30 days, closes the unanswered (daily)',
    timeout: Duration.minutes(15),
    environment: { ...props.environment, MAIL_FROM: mail.from },
    every: PROMISES_SCHEDULE,
    does: 'Asks companies whether their jobs are still open and closes the unanswered',
    deadLettersOf: 'still-hiring',
    alarmTopic: props.alarmTopic,
    alarmDescription:
      'The still-hiring run failed every retry: no company was asked and no unanswered job closed today. Check ' +
      'its logs ("Still hiring? run" is the success line); the next run picks up whatever was left.',
  });
}

function applicationAnswersWorker(scope: Construct, props: HiringPromisesProps): NodejsFunction {
  const { stage, table, mail } = props;
  const { logGroup, role } = workerLogsAndRole(scope, stage, 'Application answers run by a schedule');
  // The directory (gsi1) and a company's applications (gsi2).
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:Query'],
      resources: [`${table.tableArn}/index/gsi1`, `${table.tableArn}/index/gsi2`],
    }),
  );
  allowOn(role, table, ['GetItem'], [partitions.companies, partitions.users, suppressedKeyPattern]);
  allowOn(role, table, ['UpdateItem'], [partitions.applications, partitions.noticeLimit]);
  allowMail(role, mail);
  return scheduledWorker(scope, {
    stage,
    deployments: props.deployments,
    tableName: table.tableName,
    logGroup,
    role,
    entry: applicationAnswersEntry,
    description: 'Every application gets an answer: reminders at 7 and 14 days, No decision at 30 (daily)',
    timeout: Duration.minutes(15),
    environment: { ...props.environment, MAIL_FROM: mail.from },
    every: PROMISES_SCHEDULE,
    does: 'Reminds companies of waiting applications and marks those 30 days old No decision',
    deadLettersOf: 'application-answers',
    alarmTopic: props.alarmTopic,
    alarmDescription:
      'The application-answers run failed every retry: no reminder went out and no application became No ' +
      'decision today. Check its logs ("Application answers run" is the success line); the next run catches up.',
  });
}
