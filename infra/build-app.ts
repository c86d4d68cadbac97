/**
 * The stacks of one stage, in deploy order: ops (alarm topic) → data → gateway (HTTP API) → web (bucket,
 * distribution) → api (functions and routes); mail after data (its suppression worker writes the table). app.ts and the tests both build the app here, so the tests check
 * exactly what `cdk deploy` deploys. cdk-nag's AwsSolutions pack runs over all of it at synth.
 */
import { type App, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { APP_NAME, type StageConfig } from './config/stages.js';
import { ApiStack } from './stacks/api-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { EdgeStack } from './stacks/edge-stack.js';
import { GatewayStack } from './stacks/gateway-stack.js';
import { MailStack } from './stacks/mail-stack.js';
import { OpsStack } from './stacks/ops-stack.js';
import { WebStack } from './stacks/web-stack.js';

export interface BuildOptions {
  stage: StageConfig;
  /** The built site (web/dist). */
  webDist: string;
  handlersDir?: string;
}

export interface StageStacks {
  ops: OpsStack;
  data: DataStack;
  gateway: GatewayStack;
  web: WebStack;
  api: ApiStack;
  mail: MailStack;
  /** The WAF web ACL (us-east-1); only for a stage with an account and region (staging, prod, dev with settings). */
  edge?: EdgeStack;
}

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
  const data = new DataStack(app, id('data'), { ...common('data'), alarmTopic });
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
    table: data.table,
    alarmTopic,
    webDist,
  });
  const mail = new MailStack(app, id('mail'), { ...common('mail'), alarmTopic, table: data.table });
  const api = new ApiStack(app, id('api'), {
    mail: mail.mail,
    mailMetrics: mail.metrics,
    ...common('api'),
    httpApi: gateway.httpApi,
    table: data.table,
    sessionSecret: data.sessionSecret,
    originSecret: data.originSecret,
    siteUrl: web.siteUrl,
    alarmTopic,
    ...(handlersDir ? { handlersDir } : {}),
  });

  for (const [key, value] of Object.entries(tags)) Tags.of(app).add(key, value);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { ops, data, gateway, web, mail, api, ...(edge ? { edge } : {}) };
}
