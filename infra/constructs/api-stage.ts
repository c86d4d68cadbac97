/**
 * The HTTP API's `$default` stage: JSON access logs, and a throttle per route from its class (route-classes.ts):
 * one client flooding login cannot push the job list into 429s. It depends on every route, since API Gateway
 * refuses settings for a route that does not exist yet. With a mutual-TLS custom domain (api-domain.ts), the
 * domain is mapped to this stage here, the first place where the stage exists.
 */
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  type CfnStage,
  HttpStage,
  type IDomainName,
  type IHttpApi,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct, IConstruct } from 'constructs';
import { routeIds, routeKey } from '../../shared/routes.js';
import { routeClassOf } from '../config/route-classes.js';
import type { StageConfig } from '../config/stages.js';
import { removalPolicyFor } from './removal.js';

/** One JSON line per request; the query string and cookies are left out on purpose (tokens, sessions). */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    bytes: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

/** Route key → its class's throttle, in CloudFormation's RouteSettings shape. */
export function routeSettings(stage: StageConfig) {
  return Object.fromEntries(
    routeIds.map((id) => {
      const { rateLimit, burstLimit } = stage.throttle[routeClassOf(id)];
      return [routeKey(id), { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
    }),
  );
}

export function apiStage(
  scope: Construct,
  id: string,
  httpApi: IHttpApi,
  stage: StageConfig,
  routes: IConstruct[],
  domainName?: IDomainName,
) {
  const accessLogs = new LogGroup(scope, `${id}AccessLogs`, {
    retention: stage.logRetention,
    removalPolicy: removalPolicyFor(stage),
  });
  const read = stage.throttle.read;
  const httpStage = new HttpStage(scope, id, {
    httpApi,
    stageName: '$default',
    autoDeploy: true,
    // The stage-wide default, for anything without its own setting (API Gateway's own 404s).
    throttle: { rateLimit: read.rateLimit, burstLimit: read.burstLimit },
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
  });
  const cfn = httpStage.node.defaultChild as CfnStage;
  cfn.addPropertyOverride('RouteSettings', routeSettings(stage));
  for (const route of routes) httpStage.node.addDependency(route);
  if (domainName) new ApiMapping(scope, `${id}DomainMapping`, { api: httpApi, domainName, stage: httpStage });
  return { httpStage, accessLogs };
}
