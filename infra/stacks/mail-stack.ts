/**
 * Email on its own: the SES identity (a domain with Easy DKIM in staging and prod), a configuration set every send
 * from the identity uses by default, and what happens to bounces and complaints:
 * - the configuration set's suppression list takes every address that bounced hard or complained, and SES drops
 *   later sends to it;
 * - the same events reach the app's own suppression list through the suppression worker (SNS → Lambda → the
 *   table), which every mail send checks first, so the app does not even try (suppression-worker.ts);
 * - send, delivery, bounce, complaint and reject events become CloudWatch metrics of the configuration set
 *   (namespace AWS/SES, dimension ses:configuration-set), and bounces and complaints also go to an SNS topic an
 *   operator can subscribe to;
 * - the bounce and complaint rates of those events alarm to the ops topic well before SES's own limits.
 * Its own stack, so the API stack (stateless, redeployed often) never replaces a verified identity.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { notifyingAlarm } from '../constructs/alarms.js';
import type { Deployments } from '../constructs/gradual-deployment.js';
import { Mail } from '../constructs/mail.js';
import { output } from '../constructs/output.js';
import { SuppressionWorker } from '../constructs/suppression-worker.js';

export interface MailStackProps extends StackProps {
  stage: StageConfig;
  alarmTopic: ITopic;
  /** The table the suppression worker writes the suppression list to. */
  table: ITable;
  deployments: Deployments;
}

/** SES reviews an account at a 5 % bounce rate and 0.1 % complaint rate; these page before that. */
export const BOUNCE_RATE_PERCENT = 4;
export const COMPLAINT_RATE_PERCENT = 0.08;
/** A rate of a handful of emails says nothing: below this many sends in the period, no alarm. */
export const MIN_SENDS = 20;
const MAIL_PERIOD = Duration.hours(6);

/** SES's auto-tag with the configuration set's name: one series per stage, however the email was sent. */
const CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

/** The configuration set's event counts and rates, for the alarms here and the ops dashboard. */
export interface MailMetrics {
  sends: IMetric;
  deliveries: IMetric;
  bounces: IMetric;
  complaints: IMetric;
  bounceRate: IMetric;
  complaintRate: IMetric;
}

export class MailStack extends Stack {
  readonly mail: Mail;
  readonly configurationSet: ConfigurationSet;
  readonly metrics: MailMetrics;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    this.configurationSet.addEventDestination('ToCloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        // SES sets this tag on every email of the set; the default is never used but CloudWatch requires one.
        { name: CONFIGURATION_SET_DIMENSION, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'none' },
      ]),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });
    const events = new Topic(this, 'BouncesAndComplaints', {
      displayName: `Job board ${props.stage.name} mail bounces and complaints`,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('ToTopic', {
      destination: EventDestination.snsTopic(events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    new SuppressionWorker(this, 'SuppressionWorker', {
      stage: props.stage,
      deployments: props.deployments,
      table: props.table,
      events,
      alarmTopic: props.alarmTopic,
    });
    this.mail = new Mail(this, 'Mail', props.stage.mail, this.configurationSet);
    this.metrics = this.eventMetrics();
    this.rateAlarms(props.alarmTopic);
    output(this, 'MailEventsTopicArn', events.topicArn, 'Bounces and complaints of the stage’s email');
  }

  private eventMetrics(): MailMetrics {
    const count = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { [CONFIGURATION_SET_DIMENSION]: this.configurationSet.configurationSetName },
        statistic: 'Sum',
        period: MAIL_PERIOD,
      });
    const sends = count('Send');
    const bounces = count('Bounce');
    const complaints = count('Complaint');
    // Each rate names its events differently: the dashboard graphs both rates together.
    const rate = (events: 'bounces' | 'complaints', label: string) =>
      new MathExpression({
        expression: `IF(FILL(sends, 0) >= ${MIN_SENDS}, 100 * FILL(${events}, 0) / sends, 0)`,
        usingMetrics: { sends, [events]: events === 'bounces' ? bounces : complaints },
        period: MAIL_PERIOD,
        label,
      });
    return {
      sends,
      deliveries: count('Delivery'),
      bounces,
      complaints,
      bounceRate: rate('bounces', 'Bounce %'),
      complaintRate: rate('complaints', 'Complaint %'),
    };
  }

  private rateAlarms(topic: ITopic) {
    const hours = MAIL_PERIOD.toHours();
    notifyingAlarm(this, 'BounceRateAlarm', topic, {
      metric: this.metrics.bounceRate,
      threshold: BOUNCE_RATE_PERCENT,
      description:
        `Mail bounce rate at or over ${BOUNCE_RATE_PERCENT} % of ${MIN_SENDS}+ emails in ${hours} hours ` +
        '(SES reviews the account at 5 % and may pause sending at 10 %): check the bounces topic.',
    });
    notifyingAlarm(this, 'ComplaintRateAlarm', topic, {
      metric: this.metrics.complaintRate,
      threshold: COMPLAINT_RATE_PERCENT,
      description:
        `Mail complaint rate at or over ${COMPLAINT_RATE_PERCENT} % of ${MIN_SENDS}+ emails in ${hours} hours ` +
        '(SES reviews the account at 0.1 % and may pause sending at 0.5 %): check the complaints topic.',
    });
  }
}
