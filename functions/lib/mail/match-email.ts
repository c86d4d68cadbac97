/**
 * The match email: new jobs that match a seeker's matching profile, each with its reasons in the seeker's words
 * and the job's skills they did not list. Like every alert email it carries the one-click unsubscribe of RFC 8058
 * (`List-Unsubscribe` names the API address a mail provider POSTs to; its token can only turn match emails off)
 * and, in the body, the site's unsubscribe page with the token in the fragment, never sent to a server.
 */

import type { JobMatch } from '../../../shared/matching-types.js';
import { matchEmailTexts as t } from '../../../shared/texts/matching-texts.js';
import { escapeHtml, htmlDocument, siteLink } from './html.js';
import type { MailMessage } from './message.js';

const MANAGE_PATH = '/profile';

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export interface MatchEmail {
  to: string;
  /** The new matches, best first. */
  jobs: JobMatch[];
  unsubscribeToken: string;
}

export function matchEmail(email: MatchEmail): MailMessage {
  const count = email.jobs.length;
  const manage = siteLink(MANAGE_PATH);
  const unsubscribePage = siteLink(`/matches/unsubscribe#${new URLSearchParams({ token: email.unsubscribeToken })}`);
  const oneClick = siteLink(`/api/matches/unsubscribe?${new URLSearchParams({ token: email.unsubscribeToken })}`);
  const jobs = email.jobs.map((job) => ({
    line: `${job.title} · ${job.companyName} · ${job.location}`,
    href: siteLink(`/job/${job.id}`),
    reasons: job.reasons,
    lacking: job.missingSkills.length ? `${t.lacking}: ${job.missingSkills.join(', ')}` : undefined,
  }));

  const text = [
    t.intro(count),
    '',
    ...jobs.flatMap((job) => [
      `- ${job.line}`,
      `  ${job.href}`,
      ...job.reasons.map((reason) => `  · ${reason}`),
      ...(job.lacking ? [`  ${job.lacking}`] : []),
    ]),
    '',
    `${t.manage}: ${manage}`,
    `${t.unsubscribe}: ${unsubscribePage}`,
    '',
  ].join('\n');
  const items = jobs
    .map(
      (job) =>
        `<li>${anchor(job.href, job.line)}<br>${job.reasons.map(escapeHtml).join(' · ')}` +
        `${job.lacking ? `<br><small>${escapeHtml(job.lacking)}</small>` : ''}</li>`,
    )
    .join('\n');
  const html = htmlDocument(
    [
      `<p>${escapeHtml(t.intro(count))}</p>`,
      `<ul>\n${items}\n</ul>`,
      `<p style="font-size:0.9em">${anchor(manage, t.manage)} · ${anchor(unsubscribePage, t.unsubscribe)}</p>`,
    ].join('\n'),
  );
  return {
    to: email.to,
    subject: t.subject(count),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
