/** A plain-text email, and its RFC 5322 form (.eml) for the local outbox. */
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Header values never carry a line break (header injection); non-ASCII goes as an RFC 2047 encoded word. */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Line break in a mail header');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\x00-\x7f]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

export function toEml(message: MailMessage, from: string, date = new Date()): string {
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@jobboard.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}
