/**
 * The stage's alarm email on an alarm topic (the ops topic, and the edge stack's own topic in us-east-1).
 */
import { Validations } from 'aws-cdk-lib';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';

/** Subscribes `email` to `topic`; no address (dev by default) means no subscription. */
export function subscribeAlarmEmail(topic: ITopic, email: string | undefined): void {
  if (!email) return;
  const subscription = topic.addSubscription(new EmailSubscription(email));
  Validations.of(subscription).acknowledge({
    id: 'Serverless-SNSRedrivePolicy',
    reason:
      'An email to the operators: a notification SNS cannot deliver leaves the alarm in ALARM in CloudWatch, ' +
      'where it is seen anyway, and a dead-letter queue of undelivered alarm emails would have no reader.',
  });
}
