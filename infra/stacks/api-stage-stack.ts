/**
 * The HTTP API's `$default` stage (per-route throttles, access logs), the account-wide Lambda throttles alarm and
 * the stage's dashboard. Deployed after every route stack: API Gateway refuses route settings for routes that do
 * not exist, and the dashboard graphs every function.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IDomainName, IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { apiStage } from '../constructs/api-stage.js';
import { OpsDashboard } from '../constructs/dashboard.js';
import { lambdaThrottlesAlarm } from '../constructs/lambda-throttles-alarm.js';
import type { ApiStack } from './api-stack.js';
import type { MailMetrics } from './mail-stack.js';
import type { RouteStack } from './route-stack.js';

export interface ApiStageStackProps extends StackProps {
  stage: StageConfig;
  httpApi: IHttpApi;
  /** The API's mutual-TLS custom domain (web stack), mapped to the stage here; unset: none. */
  apiDomain?: IDomainName;
  shared: ApiStack;
  routeStacks: RouteStack[];
  alarmTopic: ITopic;
  /** The configuration set's event metrics (mail stack), for the dashboard. */
  mailMetrics?: MailMetrics;
}

export class ApiStageStack extends Stack {
  constructor(scope: Construct, id: string, props: ApiStageStackProps) {
    super(scope, id, props);
    const { routeStacks, alarmTopic } = props;
    for (const routeStack of routeStacks) this.addDependency(routeStack);
    const routes = routeStacks.flatMap((routeStack) => routeStack.httpRoutes);
    const { accessLogs } = apiStage(this, 'DefaultStage', props.httpApi, props.stage, routes, props.apiDomain);
    lambdaThrottlesAlarm(this, alarmTopic);
    const routeFunctions = routeStacks.flatMap((routeStack) => [...routeStack.functions.values()]);
    new OpsDashboard(this, 'Ops', {
      stage: props.stage,
      httpApi: props.httpApi,
      accessLogs,
      functions: [
        ...routeFunctions.map((fn) => fn.function),
        props.shared.indexer.function,
        props.shared.alertMailers.digest,
        props.shared.alertMailers.instant,
      ],
      alarmTopic,
      ...(props.mailMetrics ? { mail: props.mailMetrics } : {}),
    });
  }
}
