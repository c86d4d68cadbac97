/** The question "Still hiring?" to a company, one email per run for all its jobs asked, with the dashboard's link. */
import { promiseTexts } from '../../../shared/texts.js';
import { escapeHtml, htmlDocument, siteLink } from './html.js';
import type { MailMessage } from './message.js';

export interface AskedJob {
  title: string;
  /** The day (YYYY-MM-DD) the job closes without an answer. */
  closesOn: string;
}

export function stillHiringEmail(to: string, companyName: string, jobs: AskedJob[]): MailMessage {
  // The link leads to the dashboard, where the signed-in company answers: no token travels in the address.
  const href = siteLink('/dashboard');
  const intro =
    jobs.length === 1
      ? `Is ${companyName} still hiring for this job? Job seekers trust the board because every job on it is open.`
      : `Is ${companyName} still hiring for these ${jobs.length} jobs? Job seekers trust the board because every job on it is open.`;
  const items = jobs.map((job) => `${job.title}: without an answer it closes on ${job.closesOn}`);
  const outro = 'One click on your dashboard confirms a job or closes it.';
  return {
    to,
    subject: `${promiseTexts.stillHiringTitle} ${jobs.length === 1 ? jobs[0]?.title : `${jobs.length} of your jobs`}`,
    text: `${intro}\n\n${items.map((item) => `- ${item}`).join('\n')}\n\n${outro}\n\nAnswer on your dashboard: ${href}\n`,
    html: htmlDocument(
      [
        `<p>${escapeHtml(intro)}</p>`,
        `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
        `<p>${escapeHtml(outro)}</p>`,
        `<p><a href="${escapeHtml(href)}">Answer on your dashboard</a></p>`,
      ].join('\n'),
    ),
  };
}
