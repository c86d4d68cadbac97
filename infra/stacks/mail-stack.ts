/**
 * Email on its own: the SES identity (a domain with Easy DKIM in staging and prod), a configuration set every send
 * from the identity uses by default, and what happens to bounces and complaints:
 * - the configuration set's suppression list takes every address that bounced hard or complained, and SES drops
 *   later sends to it (the app cannot mail a suppressed address again);
 * - bounce, complaint, reject and delivery events go to CloudWatch (by event type) and bounces and complaints also
 *   to an SNS topic an operator can subscribe to.
 * Its own stack, so the API stack (stateless, redeployed often) never replaces a verified identity.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { Mail } from '../constructs/mail.js';
import { output } from '../constructs/output.js';

export interface MailStackProps extends StackProps {
  stage: StageConfig;
}

export class MailStack extends Stack {
  readonly mail: Mail;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    this.configurationSet.addEventDestination('ToCloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        { name: 'ses:event-type', source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'none' },
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
    this.mail = new Mail(this, 'Mail', props.stage.mail, this.configurationSet);
    output(this, 'MailEventsTopicArn', events.topicArn, 'Bounces and complaints of the stage’s email');
  }
}
