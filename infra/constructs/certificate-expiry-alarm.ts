/**
 * Pages before CloudFront's client certificate for the API origin runs out (docs/deploy.md, "Renewing the origin
 * certificates"). It is imported, so ACM never renews it; once expired, API Gateway refuses CloudFront's handshake
 * and every /api/* request fails at the edge while the API's own metrics see nothing. ACM publishes each
 * certificate's DaysToExpiry once a day, in the certificate's region: us-east-1, hence the edge stack.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/** Days left when the alarm fires: a month to make, import and check the next certificate. */
export const CERTIFICATE_RENEWAL_DAYS = 30;

export function certificateExpiryAlarm(scope: Construct, id: string, topic: ITopic, certificateArn: string): Alarm {
  const alarm = new Alarm(scope, id, {
    metric: new Metric({
      namespace: 'AWS/CertificateManager',
      metricName: 'DaysToExpiry',
      dimensionsMap: { CertificateArn: certificateArn },
      statistic: 'Minimum',
      period: Duration.days(1),
    }),
    threshold: CERTIFICATE_RENEWAL_DAYS,
    comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
    evaluationPeriods: 1,
    // ACM reports daily; a missing day says nothing about the end date.
    treatMissingData: TreatMissingData.IGNORE,
    alarmDescription:
      `CloudFront's client certificate for the API origin ends in less than ${CERTIFICATE_RENEWAL_DAYS} days: ` +
      'make, import and check the next one (docs/deploy.md, "Renewing the origin certificates").',
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}
