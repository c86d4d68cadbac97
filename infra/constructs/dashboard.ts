/**
 * The stage's CloudWatch dashboard and the alarms on what users feel, all to the ops topic:
 * - API p99 latency over 3 s (3 of 3 five-minute periods);
 * - 429 share over 5 % of requests (counted from the access log: API Gateway has no 429 metric of its own).
 * The 5xx rate alarm is in the gateway stack, errors per function in route-function.ts, Lambda throttles in
 * lambda-throttles-alarm.ts, DynamoDB throttles in the data stack, mail bounce and complaint rates in the mail
 * stack, WAF blocks in the edge stack (its metrics are in us-east-1). The dashboard shows all of them but the WAF's.
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { businessEvents, METRICS_NAMESPACE, mailEvents } from '../../functions/lib/middleware/observability.js';
import { APP_NAME, type StageConfig } from '../config/stages.js';
import type { MailMetrics } from '../stacks/mail-stack.js';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';

export interface OpsDashboardProps {
  stage: StageConfig;
  httpApi: IHttpApi;
  accessLogs: ILogGroup;
  functions: IFunction[];
  alarmTopic: ITopic;
  /** The configuration set's events (mail stack); without them the mail row shows only what the sender counts. */
  mail?: MailMetrics;
}

export const P99_LATENCY_MS = 3000;
export const TOO_MANY_PERCENT = 5;

export class OpsDashboard extends Construct {
  constructor(scope: Construct, id: string, props: OpsDashboardProps) {
    super(scope, id);
    const { httpApi, alarmTopic } = props;
    const apiMetric = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: httpApi.apiId },
        statistic,
        period: ALARM_PERIOD,
      });
    const latencyP99 = apiMetric('Latency', 'p99');
    const requests = apiMetric('Count', 'Sum');

    const tooManyNamespace = `${METRICS_NAMESPACE}/${props.stage.name}`;
    new MetricFilter(this, 'TooManyRequests', {
      logGroup: props.accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: tooManyNamespace,
      metricName: 'Api429',
      metricValue: '1',
      defaultValue: 0,
    });
    const tooMany = new Metric({
      namespace: tooManyNamespace,
      metricName: 'Api429',
      statistic: 'Sum',
      period: ALARM_PERIOD,
    });
    const tooManyPercent = new MathExpression({
      expression: 'IF(FILL(requests, 0) >= 10, 100 * FILL(tooMany, 0) / requests, 0)',
      usingMetrics: { requests, tooMany },
      period: ALARM_PERIOD,
      label: 'API 429 %',
    });
    // The account's reputation as SES judges it (over a long window), beside the configuration set's own rates.
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    const appMetric = (metricName: string, dimensions: Record<string, string> = {}) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: 'jobboard', ...dimensions },
        statistic: 'Sum',
        period: ALARM_PERIOD,
        ...(dimensions.reason ? { label: `${metricName} (${dimensions.reason})` } : {}),
      });

    notifyingAlarm(this, 'LatencyP99Alarm', alarmTopic, {
      metric: latencyP99,
      threshold: P99_LATENCY_MS,
      evaluationPeriods: 3,
      description: `API p99 latency at or over ${P99_LATENCY_MS} ms for 15 minutes.`,
    });
    notifyingAlarm(this, 'TooManyRequestsAlarm', alarmTopic, {
      metric: tooManyPercent,
      threshold: TOO_MANY_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: `${TOO_MANY_PERCENT}% or more of API requests answered 429 (throttles, rate limits) in 2 of 3 periods.`,
    });

    const business = [...new Set(Object.values(businessEvents).flatMap((events) => Object.values(events ?? {})))];
    const functionMetric = (name: 'Errors' | 'Throttles' | 'Invocations') =>
      props.functions.map((fn) => fn.metric(name, { statistic: 'Sum', period: ALARM_PERIOD }));
    new Dashboard(this, 'Dashboard', {
      // Named, unlike the other resources: an operator opens it by name in the console (CloudWatch → Dashboards).
      dashboardName: `${APP_NAME}-${props.stage.name}`,
      defaultInterval: Duration.hours(6),
      widgets: [
        [
          new GraphWidget({ title: 'API requests', left: [requests] }),
          new GraphWidget({
            title: 'API latency',
            left: [apiMetric('Latency', 'p50'), apiMetric('Latency', 'p90'), latencyP99],
          }),
          new GraphWidget({
            title: 'API errors',
            left: [apiMetric('4xx', 'Sum'), apiMetric('5xx', 'Sum'), tooMany],
          }),
        ],
        [
          new GraphWidget({ title: 'Function errors', left: functionMetric('Errors') }),
          new GraphWidget({ title: 'Function throttles', left: functionMetric('Throttles') }),
          new GraphWidget({ title: 'Business events', left: business.map((name) => appMetric(name)) }),
        ],
        [
          new GraphWidget({
            title: 'Emails',
            left: [
              appMetric(mailEvents.sent),
              appMetric(mailEvents.failed),
              // Skipped because the address bounced hard or complained before (the app's suppression list).
              appMetric(mailEvents.failed, { reason: 'suppressed' }),
              ...(props.mail ? [props.mail.deliveries, props.mail.bounces, props.mail.complaints] : []),
            ],
          }),
          ...(props.mail
            ? [
                new GraphWidget({
                  title: 'Mail bounce and complaint %',
                  left: [props.mail.bounceRate, props.mail.complaintRate],
                }),
              ]
            : []),
          new GraphWidget({
            title: 'SES reputation (account)',
            left: [reputation('Reputation.BounceRate'), reputation('Reputation.ComplaintRate')],
          }),
        ],
      ],
    });
  }
}
