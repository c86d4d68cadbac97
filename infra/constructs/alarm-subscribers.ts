/**
 * Who hears an alarm topic (the ops topic, and the edge stack's own topic in us-east-1): the stage's alarm email
 * and, when the stage names a Slack workspace and channel, that channel through AWS Chatbot.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { LoggingLevel, SlackChannelConfiguration } from 'aws-cdk-lib/aws-chatbot';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { APP_NAME, type StageConfig } from '../config/stages.js';

/**
 * Subscribes the alarm email (none in dev by default) and the Slack channel (optional in every stage) to `topic`.
 * `name` (kebab-case) tells this topic's chat configuration apart from the stage's other one.
 */
export function notifyOperators(topic: ITopic, stage: StageConfig, name: string): void {
  if (stage.alarmEmail) {
    const subscription = topic.addSubscription(new EmailSubscription(stage.alarmEmail));
    Validations.of(subscription).acknowledge({
      id: 'Serverless-SNSRedrivePolicy',
      reason:
        'An email to the operators: a notification SNS cannot deliver leaves the alarm in ALARM in CloudWatch, ' +
        'where it is seen anyway, and a dead-letter queue of undelivered alarm emails would have no reader.',
    });
  }
  if (stage.alarmChat) alarmChannel(topic, stage, name);
}

function alarmChannel(topic: ITopic, stage: StageConfig, name: string): void {
  const { slackWorkspaceId, slackChannelId } = stage.alarmChat as NonNullable<StageConfig['alarmChat']>;
  const channel = new SlackChannelConfiguration(Stack.of(topic), 'AlarmChat', {
    // Chatbot requires a name, unique in the account: the app, the stage and the topic's role.
    slackChannelConfigurationName: `${APP_NAME}-${stage.name}-${name}`,
    slackWorkspaceId,
    slackChannelId,
    notificationTopics: [topic],
    loggingLevel: LoggingLevel.ERROR,
    // The channel reads alarms; nobody in it may change anything through Chatbot (its default guardrail is
    // AdministratorAccess).
    guardrailPolicies: [ManagedPolicy.fromAwsManagedPolicyName('CloudWatchReadOnlyAccess')],
  });
  // What Chatbot needs to render an alarm (its graph and state) in the channel, and nothing else.
  channel.addToRolePolicy(
    new PolicyStatement({
      actions: ['cloudwatch:DescribeAlarms', 'cloudwatch:GetMetricData', 'cloudwatch:GetMetricStatistics'],
      resources: ['*'],
    }),
  );
  Validations.of(channel).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'Chatbot reads alarm states and metric data to show an alarm in the channel: CloudWatch does not scope ' +
      'GetMetricData or GetMetricStatistics to a resource, and the actions are read-only.',
  });
}
