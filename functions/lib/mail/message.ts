/** An email (plain text, and optionally an HTML alternative), and its RFC 5322 form (.eml) for the local outbox. */
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML; mail clients show it and fall back to `text`. */
  html?: string;
  /**
   * Where a reply goes instead of the sender (no-reply@): the visitor's address on a contact-form message, so
   * support's Reply reaches them. SES's ReplyToAddresses deployed, a Reply-To header in the local outbox.
   */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of the alert emails). */
  headers?: Record<string, string>;
  /**
   * Only the two emails an unconfirmed address may get say what they are (sendMail refuses every other email to
   * such an address): its confirmation link and a password reset. Nothing else sets this.
   */
  purpose?: 'email-confirmation' | 'password-reset';
}

/** The longest piece of typed text (a job title, an alert's name) a subject quotes: the body has it whole. */
export const SUBJECT_QUOTE_MAX = 60;

/**
 * Typed text for a subject line: on one line (line breaks, tabs and no-break spaces pasted from a document become
 * spaces) and at most SUBJECT_QUOTE_MAX characters, cut with "…", so the subject's own words stay in sight in an
 * inbox list; the message's body quotes the text in full.
 */
export function subjectQuote(typed: string): string {
  const line = typed.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= SUBJECT_QUOTE_MAX
    ? line
    : `${characters
        .slice(0, SUBJECT_QUOTE_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** Header values never carry a line break (header injection); non-ASCII goes as an RFC 2047 encoded word. */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Line break in a mail header');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\x00-\x7f]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** A header name is printable ASCII without a colon (RFC 5322): anything else would forge the message. */
function headerName(name: string): string {
  if (!/^[!-9;-~]+$/.test(name)) throw new Error('Invalid mail header name');
  return name;
}

export function toEml(message: MailMessage, from: string, date = new Date()): string {
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${headerValue(message.replyTo)}`] : []),
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@jobboard.local>`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${headerName(name)}: ${headerValue(value)}`),
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) =>
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${crlf(body)}\r\n`;
  if (!message.html) return `${headers.join('\r\n')}\r\n${part('text/plain', message.text)}`;
  const boundary = `=_${randomUUID()}`;
  return [
    `${headers.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n`,
    `--${boundary}\r\n${part('text/plain', message.text)}`,
    `--${boundary}\r\n${part('text/html', message.html)}`,
    `--${boundary}--\r\n`,
  ].join('\r\n');
}
