/**
 * The SES identity the forgot-password route sends from: the single sender address (SES emails a link to click),
 * or the whole domain when the stage names one (Easy DKIM: publish the three CNAME records given as outputs), with
 * the custom MAIL FROM domain `mail.<domain>` so SPF aligns with the domain for DMARC (publish its MX and SPF
 * records, also given as outputs; until SES sees them it uses its own MAIL FROM).
 * A new account's SES is in the sandbox: see docs/deploy.md before expecting mail to reach users.
 */
import { Stack } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, type IConfigurationSet, Identity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { output } from './output.js';

/** What a function needs to send from the stage's identity. */
export interface SendingMail {
  identity: IEmailIdentity;
  from: string;
  configurationSetArn?: string;
}

/**
 * Lets a function's role send from the stage's identity. Every send from the identity goes through its default
 * configuration set, when there is one, which SES authorizes too.
 */
export function grantSending(role: IRole, mail: SendingMail): void {
  mail.identity.grantSendEmail(role);
  if (mail.configurationSetArn) {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['ses:SendEmail'], resources: [mail.configurationSetArn] }),
    );
  }
}

/** The custom MAIL FROM domain of a sending domain. */
export const mailFromDomain = (domain: string) => `mail.${domain}`;

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly from: string;
  /** The configuration set every send of the identity uses: the sender needs a grant on it too. */
  readonly configurationSetArn?: string;

  constructor(scope: Construct, id: string, config: StageConfig['mail'], configurationSet?: IConfigurationSet) {
    super(scope, id);
    this.from = config.from;
    if (configurationSet) {
      this.configurationSetArn = Stack.of(this).formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: configurationSet.configurationSetName,
      });
    }
    if (config.domain && !config.from.endsWith(`@${config.domain}`)) {
      throw new Error(`mail.from (${config.from}) must be an address of mail.domain (${config.domain})`);
    }
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: config.domain ? Identity.domain(config.domain) : Identity.email(config.from),
      ...(configurationSet ? { configurationSet } : {}),
      ...(config.domain ? { mailFromDomain: mailFromDomain(config.domain) } : {}),
    });
    if (config.domain) {
      this.identity.dkimRecords.forEach((record, i) => {
        output(this, `DkimRecord${i + 1}`, `${record.name} CNAME ${record.value}`, 'Publish in DNS to verify');
      });
      const from = mailFromDomain(config.domain);
      const region = Stack.of(this).region;
      output(this, 'MailFromMx', `${from} MX 10 feedback-smtp.${region}.amazonses.com`, 'Publish for MAIL FROM');
      output(this, 'MailFromSpf', `${from} TXT "v=spf1 include:amazonses.com ~all"`, 'Publish for MAIL FROM');
    }
  }
}
