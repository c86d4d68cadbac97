/** Every alarm of a stage notifies the ops topic when it fires and when it recovers. */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export const ALARM_PERIOD = Duration.minutes(5);

export interface AlarmOptions {
  metric: IMetric;
  threshold: number;
  description: string;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
}

export function notifyingAlarm(scope: Construct, id: string, topic: ITopic, options: AlarmOptions): Alarm {
  const alarm = new Alarm(scope, id, {
    metric: options.metric,
    alarmDescription: options.description,
    threshold: options.threshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: options.evaluationPeriods ?? 1,
    datapointsToAlarm: options.datapointsToAlarm ?? options.evaluationPeriods ?? 1,
    // No traffic means nothing failed.
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}
