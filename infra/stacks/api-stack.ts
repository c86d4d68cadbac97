/**
 * What every route stack shares, deployed before them: the functions' environment, the CodeDeploy application and
 * service role of the routes' gradual deployments, the mail senders the routes hand events to (mail-sender.ts: the
 * reset-and-contact and the application sender, the latter also run daily by an EventBridge rule; both send from
 * the mail stack's identity), the search indexer on the table's stream and the CV reader save-cv hands each saved CV
 * (cv-reader.ts). The routes themselves are in the route
 * stacks (route-stack.ts, grouped by the `stack` of each route in shared/routes.ts), the `$default` stage and the dashboard after
 * them (api-stage-stack.ts). Every route's handler file must exist: a missing one stops the synth with the list of
 * what is missing, so the deployed API can never differ from the route table.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type RouteId, routeIds, routeKey } from '../../shared/routes.js';
import { handlerEntry, handlersDir, repoRoot } from '../bundling.js';
import type { StageConfig } from '../config/stages.js';
import { AlertMailers } from '../constructs/alert-mailers.js';
import { CvReader } from '../constructs/cv-reader.js';
import type { Deployments } from '../constructs/gradual-deployment.js';
import { HiringPromises } from '../constructs/hiring-promises.js';
import type { SendingMail } from '../constructs/mail.js';
import { applicationSender, MailSender, resetSender, SENDER_RETRY_ATTEMPTS } from '../constructs/mail-sender.js';
import { SearchIndexer } from '../constructs/search-indexer.js';

export interface ApiStackProps extends StackProps {
  stage: StageConfig;
  table: ITable;
  /** JSON {"current", "previous"?}: every function refuses requests without one of these x-origin-verify values. */
  originSecret: ISecret;
  /** The signing secret: the job alert mailers sign their unsubscribe links. */
  sessionSecret: ISecret;
  siteUrl: string;
  alarmTopic: ITopic;
  /** The SES identity (mail stack) the email routes and senders send from. */
  mail: SendingMail;
  /** The stage's CodeDeploy application and role (ops stack). */
  deployments: Deployments;
  /** The pre-traffic check of every route's deployment (ops stack). */
  preTrafficHook: IFunction;
  /** Where the route handlers are (functions/routes); tests point it elsewhere to check the missing-file error. */
  handlersDir?: string;
}

/** Route id → handler file, or an error naming every route whose file does not exist. */
export function resolveHandlers(dir: string): Record<RouteId, string> {
  const entries = Object.fromEntries(routeIds.map((id) => [id, handlerEntry(id, dir)])) as Record<RouteId, string>;
  const missing = routeIds.filter((id) => !existsSync(entries[id]));
  if (missing.length) {
    const list = missing.map((id) => `  ${routeKey(id)} → ${relative(repoRoot, entries[id])}`).join('\n');
    throw new Error(
      `${missing.length} route(s) of shared/routes.ts have no handler file, so the API cannot be built:\n${list}`,
    );
  }
  return entries;
}

export class ApiStack extends Stack {
  /** Environment every function gets (TABLE_NAME, STAGE, SITE_URL, ...). */
  readonly functionEnvironment: Record<string, string>;
  /** Route id → handler file. */
  readonly entries: Record<RouteId, string>;
  /**
   * The stage's one CodeDeploy application and service role (ops stack): each route then costs its own resources
   * only (docs/deploy.md counts them).
   */
  readonly deployments: Deployments;
  readonly preTrafficHook: IFunction;
  /** Every route reads it at its first request (functions/lib/middleware/origin-verify.ts). */
  readonly originSecret: ISecret;
  readonly senders: MailSender[];
  readonly indexer: SearchIndexer;
  readonly cvReader: CvReader;
  readonly alertMailers: AlertMailers;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table, alarmTopic, mail } = props;
    this.entries = resolveHandlers(props.handlersDir ?? handlersDir);
    this.functionEnvironment = {
      TABLE_NAME: table.tableName,
      STAGE: stage.name,
      SITE_URL: props.siteUrl,
      SECURE_COOKIES: 'true',
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: 'jobboard',
      POWERTOOLS_METRICS_NAMESPACE: 'JobBoard',
      // Bumped by a key rotation: every function gets a new version, whose containers read the rotated secrets
      // (the origin secret and the signing keys are read once per container).
      KEY_GENERATION: String(stage.keyGeneration),
    };
    const environment = this.functionEnvironment;

    this.deployments = props.deployments;
    this.preTrafficHook = props.preTrafficHook;
    this.originSecret = props.originSecret;

    const senderProps = { stage, table, mail, environment, alarmTopic, deployments: props.deployments };
    const resetMail = new MailSender(this, 'ResetEmailSender', { kind: resetSender, ...senderProps });
    const applicationMail = new MailSender(this, 'ApplicationEmailSender', { kind: applicationSender, ...senderProps });
    this.senders = [resetMail, applicationMail];
    // The daily summary: companies that chose it get the last day's applications at 07:00 UTC.
    new Rule(this, 'DailyApplicationSummary', {
      description: 'Daily summary of new applications, for companies that chose it',
      schedule: Schedule.cron({ minute: '0', hour: '7' }),
      targets: [
        new LambdaFunctionTarget(applicationMail.live, {
          event: RuleTargetInput.fromObject({ kind: 'daily-summary' }),
          retryAttempts: SENDER_RETRY_ATTEMPTS,
          deadLetterQueue: applicationMail.deadLetterQueue,
        }),
      ],
    });
    this.indexer = new SearchIndexer(this, 'SearchIndexer', {
      stage,
      table,
      environment,
      alarmTopic,
      deployments: props.deployments,
    });
    this.cvReader = new CvReader(this, 'CvReader', {
      stage,
      table,
      environment,
      alarmTopic,
      deployments: props.deployments,
    });
    this.alertMailers = new AlertMailers(this, 'AlertMailers', {
      ...senderProps,
      sessionSecret: props.sessionSecret,
    });
    // The board's promises (docs/hiring.md): jobs confirmed open every 30 days, through the scheduled-worker builder.
    new HiringPromises(this, 'HiringPromises', senderProps);
  }
}
