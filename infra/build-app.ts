/**
 * The stacks of one stage, in deploy order: ops (alarm topic) → data → gateway (HTTP API) → web (bucket,
 * distribution) → api (what the routes share: environment, deployments, mail senders, search indexer) → one route
 * stack per name of `routeStackNames` in shared/routes.ts (the routes' functions and HTTP routes) → api-stage (the API's stage, dashboard);
 * mail after data (its suppression worker writes the table). app.ts and the tests both build the app here, so the tests check
 * exactly what `cdk deploy` deploys. cdk-nag's AwsSolutions pack runs over all of it at synth.
 */
import { type App, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { type RouteStackName, routeStackNames, routeStacks } from './config/route-stacks.js';
import { APP_NAME, type StageConfig } from './config/stages.js';
import { backupCopyRegion } from './constructs/backups.js';
import { ApiStack } from './stacks/api-stack.js';
import { ApiStageStack } from './stacks/api-stage-stack.js';
import { BackupCopyStack } from './stacks/backup-copy-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { EdgeStack } from './stacks/edge-stack.js';
import { GatewayStack } from './stacks/gateway-stack.js';
import { MailStack } from './stacks/mail-stack.js';
import { OpsStack } from './stacks/ops-stack.js';
import { RouteStack } from './stacks/route-stack.js';
import { WebStack } from './stacks/web-stack.js';

export interface BuildOptions {
  stage: StageConfig;
  /** The built site (web/dist). */
  webDist: string;
  handlersDir?: string;
}

/** A route stack's key among the stage's stacks, and the end of its name: `api-jobs`. */
export type RouteStackKey = `api-${RouteStackName}`;
export const routeStackKey = (name: RouteStackName): RouteStackKey => `api-${name}`;

export interface CoreStacks {
  ops: OpsStack;
  data: DataStack;
  gateway: GatewayStack;
  web: WebStack;
  api: ApiStack;
  'api-stage': ApiStageStack;
  mail: MailStack;
  /** The WAF web ACL (us-east-1); only for a stage with an account and region (staging, prod, dev with settings). */
  edge?: EdgeStack;
  /** The vault backups are copied to, in another region (staging, prod). */
  'backup-copy'?: BackupCopyStack;
}

/** Every stack of a stage by the end of its name (`<app>-<stage>-<key>`). */
export type StageStacks = CoreStacks & Record<RouteStackKey, RouteStack>;

export function buildStage(app: App, { stage, webDist, handlersDir }: BuildOptions): StageStacks {
  const tags = { app: APP_NAME, stage: stage.name };
  const common = (part: string): StackProps & { stage: StageConfig } => ({
    stage,
    description: `Job board (${stage.name}): ${part}`,
    tags,
    ...(stage.env ? { env: stage.env } : {}),
  });
  const id = (part: string) => `${APP_NAME}-${stage.name}-${part}`;

  const ops = new OpsStack(app, id('ops'), common('ops'));
  const alarmTopic = ops.alarmTopic;
  const { deployments, preTrafficHook } = ops.deployments;
  const backupCopy =
    stage.env && stage.backup
      ? new BackupCopyStack(app, id('backup-copy'), {
          ...common('backup copies'),
          env: { account: stage.env.account, region: backupCopyRegion(stage.env.region) },
        })
      : undefined;
  const data = new DataStack(app, id('data'), { ...common('data'), alarmTopic, deployments });
  if (backupCopy) data.addDependency(backupCopy);
  const gateway = new GatewayStack(app, id('gateway'), { ...common('gateway'), alarmTopic });
  // WAF for CloudFront lives in us-east-1; the web stack reads its ARN across regions (docs/deploy.md).
  const edge = stage.env
    ? new EdgeStack(app, id('edge'), {
        ...common('edge'),
        env: { account: stage.env.account, region: 'us-east-1' },
        crossRegionReferences: true,
      })
    : undefined;
  const web = new WebStack(app, id('web'), {
    ...common('web'),
    ...(edge ? { webAclArn: edge.webAcl.attrArn, crossRegionReferences: true } : {}),
    httpApi: gateway.httpApi,
    originSecret: data.originSecret,
    sessionSecret: data.sessionSecret,
    table: data.table,
    alarmTopic,
    deployments,
    webDist,
  });
  const mail = new MailStack(app, id('mail'), { ...common('mail'), alarmTopic, table: data.table, deployments });
  const api = new ApiStack(app, id('api'), {
    ...common('api'),
    mail: mail.mail,
    table: data.table,
    originSecret: data.originSecret,
    sessionSecret: data.sessionSecret,
    siteUrl: web.siteUrl,
    alarmTopic,
    deployments,
    preTrafficHook,
    ...(handlersDir ? { handlersDir } : {}),
  });
  const routes = Object.fromEntries(
    routeStackNames.map((name) => [
      routeStackKey(name),
      new RouteStack(app, id(routeStackKey(name)), {
        ...common(`api routes (${name})`),
        routeIds: routeStacks[name],
        shared: api,
        httpApi: gateway.httpApi,
        table: data.table,
        sessionSecret: data.sessionSecret,
        alarmTopic,
      }),
    ]),
  ) as Record<RouteStackKey, RouteStack>;
  const apiStage = new ApiStageStack(app, id('api-stage'), {
    ...common('api stage'),
    httpApi: gateway.httpApi,
    ...(web.apiDomain ? { apiDomain: web.apiDomain.domainName } : {}),
    shared: api,
    routeStacks: Object.values(routes),
    alarmTopic,
    mailMetrics: mail.metrics,
  });

  for (const [key, value] of Object.entries(tags)) Tags.of(app).add(key, value);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return {
    ops,
    data,
    gateway,
    web,
    mail,
    api,
    ...routes,
    'api-stage': apiStage,
    ...(edge ? { edge } : {}),
    ...(backupCopy ? { 'backup-copy': backupCopy } : {}),
  };
}
