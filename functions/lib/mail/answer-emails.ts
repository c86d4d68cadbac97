/**
 * The emails of "every application gets an answer" (docs/hiring.md): a company's reminder of the applications
 * waiting for its decision (one email per run for all of them), and an applicant's notice that the company made no
 * decision in 30 days. Every value is escaped in the HTML.
 */
import { NO_DECISION_DAYS } from '../../../shared/hiring-promises.js';
import type { Application } from '../../../shared/types.js';
import { escapeHtml, htmlDocument, siteLink } from './html.js';
import type { MailMessage } from './message.js';

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`);

function html(before: string[], items: string[], after: string[], action: { href: string; label: string }): string {
  return htmlDocument(
    [
      ...paragraphs(before),
      ...(items.length > 0 ? [`<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`] : []),
      ...paragraphs(after),
      `<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`,
    ].join('\n'),
  );
}

export interface WaitingLine {
  applicantName?: string;
  jobTitle: string;
  days: number;
}

export function reminderEmail(to: string, companyName: string, waiting: WaitingLine[]): MailMessage {
  const href = siteLink('/dashboard?tab=applications');
  const count = waiting.length;
  const intro = `${count} ${count === 1 ? 'application to' : 'applications to'} ${companyName} ${count === 1 ? 'is' : 'are'} waiting for your answer.`;
  const promise = `Every applicant hears back: after ${NO_DECISION_DAYS} days without a decision the board tells them "No decision".`;
  const items = waiting.map(
    (line) => `${line.applicantName ?? 'A job seeker'} for ${line.jobTitle}: waiting ${line.days} days`,
  );
  return {
    to,
    subject: `${count} ${count === 1 ? 'application is' : 'applications are'} waiting for your answer`,
    text: `${intro}\n\n${items.map((item) => `- ${item}`).join('\n')}\n\n${promise}\n\nAnswer them: ${href}\n`,
    html: html([intro], items, [promise], { href, label: 'Answer them on your dashboard' }),
  };
}

export function noDecisionEmail(application: Application): MailMessage | undefined {
  if (!application.applicantEmail) return undefined;
  const href = siteLink(`/application/${application.id}`);
  const lines = [
    `${application.companyName} has not decided on your application for ${application.jobTitle} in ${NO_DECISION_DAYS} days, so the board marks it "No decision".`,
    'This is not a rejection: the company can still approve or reject it, and you will hear from us if it does. Until then, do not wait for it: many other jobs are open on the board.',
  ];
  return {
    to: application.applicantEmail,
    subject: `No decision yet on your application for ${application.jobTitle}`,
    text: `${lines.join('\n\n')}\n\nSee your application: ${href}\n`,
    html: html(lines, [], [], { href, label: 'See your application' }),
  };
}
