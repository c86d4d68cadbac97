/**
 * One route stack (the `stack` of the entries of shared/routes.ts): a Lambda and an HTTP API route per route it
 * holds, added to the gateway stack's API. The shared parts (environment, deployments, mail senders) come from the
 * api stack; a route that hands events to a sender or to the CV reader (its `invokes`) gets the right to invoke
 * it here.
 */
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type RouteDefinition, type RouteId, routes } from '../../shared/routes.js';
import type { StageConfig } from '../config/stages.js';
import { RouteFunction } from '../constructs/route-function.js';
import type { ApiStack } from './api-stack.js';

export interface RouteStackProps extends StackProps {
  stage: StageConfig;
  routeIds: readonly RouteId[];
  shared: ApiStack;
  httpApi: IHttpApi;
  table: ITable;
  sessionSecret: ISecret;
  alarmTopic: ITopic;
}

export class RouteStack extends Stack {
  readonly functions = new Map<RouteId, RouteFunction>();
  readonly httpRoutes: HttpRoute[] = [];

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, props);
    const { shared } = props;
    for (const routeId of props.routeIds) {
      const route: RouteDefinition = routes[routeId];
      const fn = new RouteFunction(this, routeId, {
        routeId,
        entry: shared.entries[routeId],
        stage: props.stage,
        table: props.table,
        sessionSecret: props.sessionSecret,
        originSecret: shared.originSecret,
        environment: shared.functionEnvironment,
        alarmTopic: props.alarmTopic,
        deployments: shared.deployments,
        preTrafficHook: shared.preTrafficHook,
      });
      this.functions.set(routeId, fn);
      for (const sender of shared.senders) {
        if (route.invokes?.includes(sender.kind.worker)) sender.acceptEventsFrom(fn.function);
      }
      if (route.invokes?.includes('cv-reader')) shared.cvReader.acceptEventsFrom(fn.function);
      const httpRoute = new HttpRoute(this, `${routeId}-route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}-integration`, fn.alias),
      });
      this.httpRoutes.push(httpRoute);
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          route.access === 'public'
            ? 'A public route of the route table: anyone may call it.'
            : `Authorized in the function (access "${String(route.access)}" in shared/routes.ts): the session is a ` +
              'signed cookie checked against the user item on every request, which an API Gateway authorizer ' +
              'could not revoke.',
      });
    }
  }
}
