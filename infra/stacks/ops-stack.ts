/**
 * Operations: the SNS topic every alarm of the stage notifies. It is deployed first and the alarms live next to
 * what they watch (API 5xx in the gateway stack, Lambda errors and throttles in the api stack, DynamoDB throttles
 * in the data stack), so removing a route never has to touch another stack's alarms.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { output } from '../constructs/output.js';

export interface OpsStackProps extends StackProps {
  stage: StageConfig;
}

export class OpsStack extends Stack {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    // Not encrypted: notifications carry only alarm names and states, and CloudWatch cannot publish to a topic
    // encrypted with the AWS-managed SNS key (a customer-managed key would cost $1 a month per stage for nothing).
    this.alarmTopic = new Topic(this, 'Alarms', {
      displayName: `Job board ${props.stage.name} alarms`,
      enforceSSL: true,
    });
    if (props.stage.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.stage.alarmEmail));
    output(this, 'AlarmTopicArn', this.alarmTopic.topicArn, 'Every alarm of the stage notifies this topic');
  }
}
