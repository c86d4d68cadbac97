/**
 * The worker of the board's promises (docs/hiring.md, "The board's promises"), built by the shared scheduled-worker
 * builder (worker-parts.ts): "Still hiring?" (functions/workers/ask-still-hiring.ts) runs daily, asks the companies
 * of jobs open 30 days whether they are still hiring (an email through the stage's SES identity, rate-limited per
 * company) and closes the jobs left unanswered 7 days.
 *
 * Rights, each limited by partition key (dynamodb:LeadingKeys): Query the list of listed jobs (`POST#all`) and
 * BatchGet the jobs; read and write job items, company items and the category counts, as one job edit does; put
 * audit-log lines; read the company account's user item and the suppression list; count the per-company notice
 * limit (`RATE#company-notice#…`); send from the SES identity; write its own log group; send to its queue.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { keys } from '../../functions/lib/db/keys.js';
import { rateRules } from '../../functions/lib/rate-limit.js';
import { term } from '../../functions/lib/search/postings.js';
import { repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import type { SendingMail } from './mail.js';
import { suppressedKeyPattern } from './suppression-worker.js';
import { scheduledWorker, workerLogsAndRole } from './worker-parts.js';

export const stillHiringEntry = `${repoRoot}/functions/workers/ask-still-hiring.ts`;
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
  noticeLimit: `${keys.rateLimit(rateRules.companyNoticesPerCompany.scope, '', '').pk}*`,
};

export interface HiringPromisesProps {
  stage: StageConfig;
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
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: HiringPromisesProps) {
    super(scope, id);
    const { stage, table, mail } = props;
    const { logGroup, role } = workerLogsAndRole(this, stage, 'Still hiring? run by a schedule');
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
    mail.identity.grantSendEmail(role);
    if (mail.configurationSetArn) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['ses:SendEmail'], resources: [mail.configurationSetArn] }),
      );
    }

    this.function = scheduledWorker(this, {
      stage,
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
}
