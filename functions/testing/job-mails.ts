/**
 * The setup the job-mail worker tests share (job alerts, match emails): the mail outbox, one company that posts the
 * jobs, and the table stream read by the instant mailer as deployed. Call once at the top of a test file; it
 * registers its own hooks.
 */
import { beforeAll } from 'vitest';
import type { Job } from '../../shared/types.js';
import { createStreamPoller } from '../local/stream-poller.js';
import { handler as instantHandler } from '../workers/send-instant-alerts.js';
import { jobBody, postJobAs } from './hiring.js';
import { withMailOutbox } from './mail-outbox.js';
import { type CompanyPrincipal, makeCompanyPrincipal } from './principals.js';

export function withJobMails(companyName: string) {
  const outbox = withMailOutbox();
  let company: CompanyPrincipal | undefined;
  beforeAll(async () => {
    company = await makeCompanyPrincipal(companyName);
  });
  const poster = () => {
    if (!company) throw new Error('withJobMails: the company is made before the first test');
    return company;
  };
  return {
    outbox,
    /** The company posting the jobs. */
    company: poster,
    /** Posts a valid job as the company, with the fields the test is about. */
    post: async (overrides: Record<string, unknown>) => (await postJobAs(poster(), jobBody(overrides))).body as Job,
    /** The table stream feeding the instant mailer (send-instant-alerts), as deployed; stop it at the end. */
    instantMailer: () =>
      createStreamPoller({
        endpoint: process.env.DYNAMODB_ENDPOINT as string,
        tableName: process.env.TABLE_NAME as string,
        handler: async (event) => {
          await instantHandler(event);
          return undefined;
        },
      }),
  };
}

/** The header's value in an .eml (headers end at the first blank line). */
export const mailHeader = (mail: string, name: string) =>
  mail
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);
