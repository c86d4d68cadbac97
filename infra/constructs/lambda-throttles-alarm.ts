/**
 * One throttles alarm for the stage's functions instead of one per route: Lambda's own account-and-region total
 * (AWS/Lambda Throttles without a dimension) sums every function's throttles. An alarm per route cost a
 * CloudFormation resource per route in the api stack (next to CloudFormation's 500), and a throttle is a stage-wide
 * matter anyway (the account's concurrency limit, or a route class's reserved concurrency running out): the
 * dashboard's "Function throttles" graph names the function. Metric math over the functions is no alternative: an
 * alarm may read at most 10 metrics.
 *
 * In the recommended layout (one account per stage) the total is the stage's; an account shared with other
 * applications hears their throttles too, which starve this stage of the same concurrency.
 */
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, notifyingAlarm } from './alarms.js';

export function lambdaThrottlesAlarm(scope: Construct, topic: ITopic) {
  return notifyingAlarm(scope, 'LambdaThrottlesAlarm', topic, {
    metric: LambdaFunction.metricAllThrottles({ period: ALARM_PERIOD, statistic: 'Sum' }),
    threshold: 1,
    description:
      'Lambda throttled invocations in this account and region (a reserved concurrency or the account limit ' +
      'ran out): the dashboard’s “Function throttles” graph shows which function.',
  });
}
