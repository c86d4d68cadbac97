/**
 * Operations: the SNS topic every alarm of the stage notifies, and the CodeDeploy application, service role and
 * pre-traffic check every gradual deployment of the stage uses (pre-traffic-check.ts). It is deployed first and the alarms live next to
 * what they watch (API 5xx in the gateway stack, Lambda errors and throttles in the api stack, DynamoDB throttles
 * in the data stack), so removing a route never has to touch another stack's alarms.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { notifyOperators } from '../constructs/alarm-subscribers.js';
import { output } from '../constructs/output.js';
import { StageDeployments } from '../constructs/pre-traffic-check.js';

export interface OpsStackProps extends StackProps {
  stage: StageConfig;
}

export class OpsStack extends Stack {
  readonly alarmTopic: Topic;
  readonly deployments: StageDeployments;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    // Not encrypted: notifications carry only alarm names and states, and CloudWatch cannot publish to a topic
    // encrypted with the AWS-managed SNS key (a customer-managed key would cost $1 a month per stage for nothing).
    this.alarmTopic = new Topic(this, 'Alarms', {
      displayName: `Job board ${props.stage.name} alarms`,
      enforceSSL: true,
    });
    notifyOperators(this.alarmTopic, props.stage, 'alarms');
    this.budget(props.stage);
    this.deployments = new StageDeployments(this, 'Deployments', { stage: props.stage });
    output(this, 'AlarmTopicArn', this.alarmTopic.topicArn, 'Every alarm of the stage notifies this topic');
  }

  /**
   * A monthly cost budget of the account (one account per stage is the recommended layout, so it is the stage's
   * bill): the alarm topic (and the alarm email) hear at 80 % of actual spend and at 100 % of the forecast.
   */
  private budget(stage: StageConfig) {
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const subscribers = [
      { subscriptionType: 'SNS', address: this.alarmTopic.topicArn },
      ...(stage.alarmEmail ? [{ subscriptionType: 'EMAIL', address: stage.alarmEmail }] : []),
    ];
    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers,
    });
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: stage.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)],
    });
  }
}
