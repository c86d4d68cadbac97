import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { JobAlert } from '../../shared/schemas/alerts.js';
import { createAlert } from '../lib/db/alerts/alerts.js';
import { alertOwner } from '../lib/db/kit/keys.js';
import { invoke } from '../testing/invoke.js';
import { mailHeader, withJobMails } from '../testing/job-mails.js';
import { indexSearch } from '../testing/jobs.js';
import { makeAdmin, makeSeeker, type Principal } from '../testing/principals.js';
import { runDigest } from './send-alert-digests.js';

const { outbox, post, company, instantMailer } = withJobMails('Aquarium Works');

const alertOf = async (who: Principal, frequency: string, filters: Record<string, string>) =>
  (await invoke<JobAlert>('create-alert', { cookie: who.cookie, body: { frequency, filters } })).body;

describe('job alert digest (daily, weekly)', () => {
  it('mails the new matching jobs once, with job links, a manage link and a one-click unsubscribe', async () => {
    const seeker = await makeSeeker();
    const alert = await alertOf(seeker, 'daily', { search: 'zebrafish', location: 'Porto' });
    const paused = await alertOf(seeker, 'daily', { search: 'zebrafish' });
    await invoke('update-alert', { cookie: seeker.cookie, params: { id: String(paused.id) }, body: { active: false } });
    const weekly = await alertOf(await makeSeeker(), 'weekly', { search: 'zebrafish' });
    const visitor = `fish${Date.now()}@example.com`;
    await createAlert({
      owner: alertOwner.email(visitor),
      email: visitor,
      name: 'unconfirmed',
      frequency: 'daily',
      filters: { search: 'zebrafish' },
      confirmed: false,
    });

    const match = await post({ title: 'Zebrafish Keeper', location: 'Porto, Portugal' });
    await post({ title: 'Zebrafish Keeper', location: 'Lisbon, Portugal' });
    await post({ title: 'Goldfish Keeper', location: 'Porto, Portugal' });
    await indexSearch();

    const run = await runDigest('daily');
    expect(run).toMatchObject({ alerts: 1, emails: 1, failed: 0 });
    const mails = outbox.mails();
    expect(mails).toHaveLength(1);
    const mail = mails[0] as string;
    expect(mail).toContain(`To: ${seeker.user.email}`);
    expect(mail).toContain(`http://localhost:3000/job/${match.id}`);
    expect(mail).toContain('Zebrafish Keeper · Aquarium Works · Porto, Portugal');
    expect(mail).not.toContain('Lisbon');
    expect(mail).toContain('http://localhost:3000/job-alerts\r\n');
    expect(mail).toContain('Content-Type: text/html');
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL((mailHeader(mail, 'List-Unsubscribe') as string).slice(1, -1));
    expect(oneClick.pathname).toBe('/api/alerts/unsubscribe');

    // Nothing new since: no email.
    expect(await runDigest('daily')).toMatchObject({ alerts: 1, emails: 0 });
    expect(outbox.mails()).toHaveLength(1);

    // The weekly run is its own list.
    expect(await runDigest('weekly')).toMatchObject({ alerts: 1, emails: 1 });
    expect(outbox.mails()[1]).toContain(`http://localhost:3000/job/${match.id}`);

    const unsubscribed = await invoke('unsubscribe-alert', {
      query: { token: oneClick.searchParams.get('token') as string },
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status).toBe(200);
    const left = await invoke<JobAlert[]>('list-alerts', { cookie: seeker.cookie });
    expect(left.body.map((each) => each.id)).toEqual([paused.id]);
    expect(alert.id).not.toBe(weekly.id);
  });

  it("mails a visitor's alert its unsubscribe link, not a page it cannot manage the alert on", async () => {
    const visitor = `newt${Date.now()}@example.com`;
    await createAlert({
      owner: alertOwner.email(visitor),
      email: visitor,
      name: 'newts',
      frequency: 'daily',
      filters: { search: 'newt' },
      confirmed: true,
    });
    await post({ title: 'Newt Keeper' });
    await indexSearch();
    await runDigest('daily');
    const mail = outbox.mails().find((each) => each.includes(`To: ${visitor}`));
    expect(mail).toContain('/job-alerts/unsubscribe#token=');
    expect(mail).not.toMatch(/manage/i);
  });

  it('sends through SES with the unsubscribe headers when deployed', async () => {
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'JobBoard <alerts@example.com>';
    outbox.ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const seeker = await makeSeeker();
    await alertOf(seeker, 'daily', { search: 'axolotl' });
    await post({ title: 'Axolotl Handler' });
    await indexSearch();
    expect(await runDigest('daily')).toMatchObject({ emails: 1 });
    const sent = outbox.ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(sent?.Destination?.ToAddresses).toEqual([seeker.user.email]);
    expect(sent?.Content?.Simple?.Headers).toEqual([
      {
        Name: 'List-Unsubscribe',
        Value: expect.stringMatching(/^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=.+>$/),
      },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });
});

describe('instant job alerts (the table stream)', () => {
  it('mails a new matching job once, through the stream consumer as deployed', async () => {
    const seeker = await makeSeeker();
    await alertOf(seeker, 'instant', { search: 'seahorse', jobType: 'part_time' });
    const poller = instantMailer();
    await poller.drain();
    const before = outbox.mails().length;

    const match = await post({ title: 'Seahorse Breeder', jobType: 'part_time' });
    await post({ title: 'Seahorse Breeder', jobType: 'full_time' });
    await poller.drain();
    const mails = outbox.mails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`http://localhost:3000/job/${match.id}`);
    expect(mailHeader(mails[0] as string, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // An edit of the job is not a new job.
    await invoke('update-job', {
      cookie: company().cookie,
      params: { id: String(match.id) },
      body: { title: 'Seahorse Lead' },
    });
    await poller.drain();
    expect(outbox.mails().slice(before)).toHaveLength(1);

    // A job posted switched off and taken down by an admin stays hidden when its company switches it on: no
    // email for a job the public cannot see. Restored by the admin, it is visible and new to the alert: mailed.
    const admin = await makeAdmin();
    const held = await post({ title: 'Seahorse Keeper', jobType: 'part_time', isActive: false });
    const deactivated = await invoke('moderate-job', {
      cookie: admin.cookie,
      params: { id: String(held.id) },
      body: { action: 'deactivate', reason: 'Checking the posting' },
    });
    expect(deactivated.status).toBe(200);
    await invoke('update-job', { cookie: company().cookie, params: { id: String(held.id) }, body: { isActive: true } });
    await poller.drain();
    expect(outbox.mails().slice(before)).toHaveLength(1);
    await invoke('moderate-job', {
      cookie: admin.cookie,
      params: { id: String(held.id) },
      body: { action: 'restore', reason: 'The posting is fine' },
    });
    await poller.drain();
    const mails2 = outbox.mails().slice(before);
    expect(mails2).toHaveLength(2);
    expect(mails2[1]).toContain(`http://localhost:3000/job/${held.id}`);
    await poller.stop();
  });
});
