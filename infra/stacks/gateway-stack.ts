/**
 * The HTTP API itself and its 5xx-rate alarm. Its `$default` stage (per-route throttles, access logs) is in the
 * api stack, next to the routes its settings name: API Gateway refuses route settings for routes that do not exist.
 *
 * It is a stack of its own to break the one cycle of the design: the distribution (web stack) needs the API's
 * address, and the functions (api stack) need the distribution's address as SITE_URL (links in emails, the Origin
 * check). With the API created first, the order is gateway → web → api, and the api stack adds the routes and
 * functions to this API. Nothing is looked up at deploy time and nothing has to be deployed twice.
 *
 * With an API origin configured (staging, prod) the execute-api endpoint is turned off: the API answers only on
 * its mutual-TLS custom domain (web stack, api-domain.ts), which CloudFront alone can pass.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { APP_NAME, type StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from '../constructs/alarms.js';
import { output } from '../constructs/output.js';

export interface GatewayStackProps extends StackProps {
  stage: StageConfig;
  alarmTopic: ITopic;
}

/** Alarm when at least this share of requests end in 5xx, once there is enough traffic to tell. */
const SERVER_ERROR_PERCENT = 5;
const MIN_REQUESTS = 10;

export class GatewayStack extends Stack {
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, props: GatewayStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${APP_NAME}-${stage.name}`,
      description: `Job board ${stage.name}: one route per entry of shared/routes.ts`,
      createDefaultStage: false,
      // API Gateway refuses calls to https://<id>.execute-api.<region>.amazonaws.com itself (403), before any route.
      disableExecuteApiEndpoint: Boolean(stage.apiOrigin),
    });

    notifyingAlarm(this, 'ServerErrorRateAlarm', props.alarmTopic, {
      metric: new MathExpression({
        expression: `IF(FILL(requests, 0) >= ${MIN_REQUESTS}, 100 * FILL(errors, 0) / requests, 0)`,
        usingMetrics: {
          requests: this.httpApi.metricCount({ period: ALARM_PERIOD, statistic: 'Sum' }),
          errors: this.httpApi.metricServerError({ period: ALARM_PERIOD, statistic: 'Sum' }),
        },
        period: ALARM_PERIOD,
        label: 'API 5xx %',
      }),
      threshold: SERVER_ERROR_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: `${SERVER_ERROR_PERCENT}% or more of API requests answered 5xx in 2 of the last 3 five-minute periods.`,
    });

    output(
      this,
      'ApiUrl',
      stage.apiOrigin ? `https://${stage.apiOrigin.domainName}` : this.httpApi.apiEndpoint,
      stage.apiOrigin
        ? 'The HTTP API, for CloudFront only (mutual TLS); the site reaches it at /api'
        : 'The HTTP API (the site reaches it through CloudFront at /api)',
    );
  }
}
