/**
 * The emails about applications, each with a plain-text and an HTML part: a company hears of a new application
 * (or gets the day's summary), an applicant hears of the company's decision. Every value is escaped in the HTML.
 */
import type { Application } from '../../../shared/types.js';
import { escapeHtml, htmlDocument, siteLink as link } from './html.js';
import { type MailMessage, subjectQuote } from './message.js';

function html(paragraphs: string[], action: { href: string; label: string }): string {
  // pre-line: a line break the writer typed (a company's message to the applicant) stays a line break.
  const body = paragraphs.map((text) => `<p style="white-space:pre-line">${escapeHtml(text)}</p>`).join('\n');
  return htmlDocument(`${body}\n<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`);
}

/** A title in quotes inside a sentence: one ending in its own punctuation ("Baker!!") then reads "“Baker!!”.", not "Baker!!.". */
const quoted = (title: string) => `“${title.replace(/\s+/g, ' ').trim()}”`;

export function newApplicationEmail(to: string, application: Application): MailMessage {
  const applicant = application.applicantName ?? 'A job seeker';
  const href = link(`/application/${application.id}`);
  const lines = [
    `${applicant} applied to ${quoted(application.jobTitle)}.`,
    'Read the resume and cover letter, then approve or reject the application from your dashboard.',
  ];
  return {
    to,
    subject: `New application for ${subjectQuote(application.jobTitle)}`,
    text: `${lines.join('\n\n')}\n\nOpen the application: ${href}\n`,
    html: html(lines, { href, label: 'Open the application' }),
  };
}

export function dailySummaryEmail(
  to: string,
  companyName: string,
  applications: Pick<Application, 'applicantName' | 'jobTitle'>[],
): MailMessage {
  const href = link('/dashboard?tab=applications');
  const count = applications.length;
  const intro = `${companyName} received ${count} new ${count === 1 ? 'application' : 'applications'} in the last day:`;
  const items = applications.map((a) => `${a.applicantName ?? 'A job seeker'} for ${a.jobTitle}`);
  return {
    to,
    subject: `${count} new ${count === 1 ? 'application' : 'applications'} today`,
    text: `${intro}\n\n${items.map((item) => `- ${item}`).join('\n')}\n\nReview them: ${href}\n`,
    html: html([intro, ...items], { href, label: 'Review them on your dashboard' }),
  };
}

export function decisionEmail(application: Application): MailMessage | undefined {
  if (!application.applicantEmail) return undefined;
  const approved = application.status === 'approved';
  const href = link(`/application/${application.id}`);
  const note = application.decisionMessage
    ? [`A message from ${application.companyName}:`, application.decisionMessage]
    : [];
  const lines = [
    `${application.companyName} has ${approved ? 'approved' : 'rejected'} your application for ${quoted(application.jobTitle)}.`,
    ...note,
    approved
      ? 'They may contact you soon about next steps.'
      : 'Thank you for applying. Many other jobs are waiting for you on the board.',
  ];
  return {
    to: application.applicantEmail,
    subject: `Your application for ${subjectQuote(application.jobTitle)} was ${approved ? 'approved' : 'rejected'}`,
    text: `${lines.join('\n\n')}\n\nSee your application: ${href}\n`,
    html: html(lines, { href, label: 'See your application' }),
  };
}
