/**
 * Prod with a Slack channel: alarms reach the channel through AWS Chatbot as well as the email, and the mail row
 * of operations (what the sender counts, the configuration set's events, their rate alarms, the dashboard).
 */

import { stageConfig } from '../config/stages.js';
import { MIN_SENDS } from '../stacks/mail-stack.js';
import { type Synthesized, synthStage } from './synth.js';

const slack = { slackWorkspaceId: 'T0123ABCDEF', slackChannelId: 'C0456GHIJKL' };
let prod: Synthesized;
beforeAll(() => {
  prod = synthStage({ ...stageConfig('prod', undefined, true), alarmChat: slack });
});

const only = (resources: Record<string, any>) => {
  const list = Object.values(resources);
  expect(list).toHaveLength(1);
  return list[0];
};
const refOf = (template: Synthesized['template']['ops'], type: string, prefix: string) =>
  Object.keys(template.findResources(type)).find((id) => id.startsWith(prefix));

describe('Slack', () => {
  it('the ops topic feeds a Chatbot channel configuration that may only read CloudWatch', () => {
    const ops = prod.template.ops;
    const chat = only(ops.findResources('AWS::Chatbot::SlackChannelConfiguration'));
    expect(chat.Properties).toMatchObject({
      ConfigurationName: 'jobboard-prod-alarms',
      SlackWorkspaceId: slack.slackWorkspaceId,
      SlackChannelId: slack.slackChannelId,
      SnsTopicArns: [{ Ref: refOf(ops, 'AWS::SNS::Topic', 'Alarms') }],
    });
    expect(JSON.stringify(chat.Properties.GuardrailPolicies)).toContain('CloudWatchReadOnlyAccess');
    expect(JSON.stringify(chat.Properties.GuardrailPolicies)).not.toContain('AdministratorAccess');
  });

  it('the edge topic in us-east-1 (WAF blocks) feeds a second configuration to the same channel', () => {
    const edge = prod.template.edge!;
    const chat = only(edge.findResources('AWS::Chatbot::SlackChannelConfiguration'));
    expect(chat.Properties).toMatchObject({
      ConfigurationName: 'jobboard-prod-edge-alarms',
      SlackChannelId: slack.slackChannelId,
      SnsTopicArns: [{ Ref: refOf(edge, 'AWS::SNS::Topic', 'EdgeAlarms') }],
    });
  });

  it('adds no cdk-nag finding', () => {
    expect(prod.violations).toEqual([]);
  });
});

describe('mail health', () => {
  it('the configuration set publishes its events by its own name, the auto-tag SES sets on every email', () => {
    const destination = Object.values(
      prod.template.mail.findResources('AWS::SES::ConfigurationSetEventDestination'),
    ).find((d: any) => d.Properties.EventDestination.CloudWatchDestination) as any;
    expect(destination.Properties.EventDestination.CloudWatchDestination.DimensionConfigurations).toEqual([
      { DimensionName: 'ses:configuration-set', DimensionValueSource: 'messageTag', DefaultDimensionValue: 'none' },
    ]);
    expect(destination.Properties.EventDestination.MatchingEventTypes).toEqual(
      expect.arrayContaining(['send', 'bounce', 'complaint']),
    );
  });

  it('bounce and complaint rates of those events alarm to the ops topic, once enough was sent', () => {
    const alarms = (Object.values(prod.template.mail.findResources('AWS::CloudWatch::Alarm')) as any[]).filter(
      (a) => a.Properties.Namespace === 'AWS/SES' || a.Properties.Metrics,
    );
    expect(alarms).toHaveLength(2);
    for (const [name, alarm] of [
      ['Bounce', alarms.find((a) => a.Properties.AlarmDescription.startsWith('Mail bounce rate'))],
      ['Complaint', alarms.find((a) => a.Properties.AlarmDescription.startsWith('Mail complaint rate'))],
    ]) {
      const queries = alarm.Properties.Metrics as any[];
      const expression = queries.find((q) => q.Expression).Expression as string;
      expect(expression).toContain(`>= ${MIN_SENDS}`);
      const stats = queries.filter((q) => q.MetricStat).map((q) => q.MetricStat.Metric);
      expect(stats.map((m) => m.MetricName).sort()).toEqual([name, 'Send']);
      for (const metric of stats) {
        expect(metric.Namespace).toBe('AWS/SES');
        expect(metric.Dimensions).toEqual([
          { Name: 'ses:configuration-set', Value: { Ref: expect.stringMatching(/^ConfigurationSet/) } },
        ]);
      }
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain('jobboard-prod-ops');
    }
  });

  it('the dashboard shows what the sender counts beside the events and rates of the configuration set', () => {
    const dashboard = only(prod.apiTemplate.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboard.Properties.DashboardName).toBe('jobboard-prod');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const text of [
      'EmailsSent',
      'EmailsNotSent',
      'EmailsNotSent (suppressed)',
      'Bounce',
      'Complaint',
      'Bounce %',
      'Complaint %',
    ])
      expect(body, text).toContain(text);
    expect(body).toContain('ses:configuration-set');
  });
});
