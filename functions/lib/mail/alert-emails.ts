/**
 * The job alert emails, each with a plain-text and an HTML part: the visitor's confirmation link (double opt-in),
 * and the alert email listing new matching jobs. Every alert email carries the one-click unsubscribe of RFC 8058:
 * `List-Unsubscribe` names the API address a mail provider POSTs `List-Unsubscribe=One-Click` to, and
 * `List-Unsubscribe-Post` says it may; the body links to the site's unsubscribe page and to the alerts page (to
 * manage a seeker's alerts; a visitor's alert is not listed there, so its email says how to make another instead).
 */

import type { AlertFilters } from '../../../shared/schemas/alerts.js';
import { alertEmailTexts as t } from '../../../shared/texts/alert-texts.js';
import type { JobSummary } from '../../../shared/types.js';
import { escapeHtml, htmlDocument, siteLink } from './html.js';
import { type MailMessage, subjectQuote } from './message.js';

const MANAGE_PATH = '/job-alerts';

/**
 * A page link with its token in the fragment: no browser sends it to a server, so no access log keeps it. The
 * one-click address of List-Unsubscribe keeps it in the query: a mail provider POSTs to that address as it is
 * (RFC 8058), and that token can do one thing, delete its alert.
 */
const withToken = (path: string, token: string) => siteLink(`${path}#${new URLSearchParams({ token })}`);

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export function confirmAlertEmail(to: string, alertName: string, token: string): MailMessage {
  const href = withToken('/job-alerts/confirm', token);
  const intro = t.confirmIntro(alertName);
  return {
    to,
    subject: t.confirmSubject,
    text: `${intro}\n\n${href}\n\n${t.confirmIgnore}\n`,
    html: htmlDocument(
      `<p>${escapeHtml(intro)}</p>\n<p>${anchor(href, t.confirmAction)}</p>\n<p>${escapeHtml(t.confirmIgnore)}</p>`,
    ),
  };
}

export interface AlertEmail {
  to: string;
  alertName: string;
  filters: AlertFilters;
  /** The jobs to list, newest first (at most ALERT_EMAIL_JOBS_MAX). */
  jobs: JobSummary[];
  /** New matches beyond those listed. */
  more: number;
  unsubscribeToken: string;
  /**
   * A seeker's alert is managed on /job-alerts; a visitor's (made without an account) is not shown there, so its
   * email offers the unsubscribe link and how to make another instead of "Manage your job alerts".
   */
  owner: 'seeker' | 'visitor';
}

const jobLine = (job: JobSummary) => `${job.title} · ${job.companyName} · ${job.location}`;

export function alertEmail(email: AlertEmail): MailMessage {
  const count = email.jobs.length + email.more;
  const intro = t.digestIntro(count, email.alertName);
  const search = siteLink(`/jobs?${new URLSearchParams(email.filters as Record<string, string>)}`);
  const alertsPage = siteLink(MANAGE_PATH);
  const seeker = email.owner === 'seeker';
  const unsubscribePage = withToken('/job-alerts/unsubscribe', email.unsubscribeToken);
  const oneClick = siteLink(`/api/alerts/unsubscribe?${new URLSearchParams({ token: email.unsubscribeToken })}`);
  const jobs = email.jobs.map((job) => ({ line: jobLine(job), href: siteLink(`/job/${job.id}`) }));

  const text = [
    intro,
    '',
    ...jobs.flatMap((job) => [`- ${job.line}`, `  ${job.href}`]),
    ...(email.more > 0 ? ['', `${t.more(email.more)}: ${search}`] : []),
    '',
    seeker ? `${t.manage}: ${alertsPage}` : `${t.visitorChange}: ${alertsPage}`,
    `${t.unsubscribe}: ${unsubscribePage}`,
    '',
  ].join('\n');
  const items = jobs.map((job) => `<li>${anchor(job.href, job.line)}</li>`).join('\n');
  const html = htmlDocument(
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>\n${items}\n</ul>`,
      email.more > 0 ? `<p>${escapeHtml(t.more(email.more))}: ${anchor(search, t.seeAll)}</p>` : '',
      `<p style="font-size:0.9em">${seeker ? anchor(alertsPage, t.manage) : `${escapeHtml(t.visitorChange)}: ${anchor(alertsPage, t.alertsPage)}`} · ${anchor(unsubscribePage, t.unsubscribe)}</p>`,
    ].join('\n'),
  );
  return {
    to: email.to,
    subject: t.digestSubject(count, subjectQuote(email.alertName)),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
