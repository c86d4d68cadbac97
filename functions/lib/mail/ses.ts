/** Mail when deployed: Amazon SES v2, one client per container. */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailMessage } from './message.js';

let client: SESv2Client | undefined;

export async function sendWithSes(message: MailMessage, from: string): Promise<void> {
  client ??= new SESv2Client({ region: process.env.AWS_REGION || 'us-east-1' });
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
          ...(message.headers
            ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
            : {}),
        },
      },
    }),
  );
}
