import { suppressEmail } from '../lib/db/accounts/suppressed-emails.js';
import { runWeeklyMatches } from '../lib/matching/send-matches.js';
import { invoke } from '../testing/invoke.js';
import { mailHeader, withJobMails } from '../testing/job-mails.js';
import { indexSearch } from '../testing/jobs.js';
import { makeSeeker, type Principal } from '../testing/principals.js';

const { outbox, post, company, instantMailer } = withJobMails('Amphibian Labs');

const optIn = (who: Principal, emailMatches: string, skills: string[], places: string[] = []) =>
  invoke('update-matching-profile', {
    cookie: who.cookie,
    body: { skills, titles: [], places, arrangements: [], jobTypes: [], emailMatches },
  });

const mailsTo = (who: Principal) => outbox.mails().filter((mail) => mail.includes(`To: ${who.user.email}`));

describe('weekly match emails', () => {
  it('mails the new jobs that fit, with reasons, once, and never to those who did not opt in', async () => {
    const weekly = await makeSeeker();
    const off = await makeSeeker();
    const late = await makeSeeker();
    expect((await optIn(weekly, 'weekly', ['Axolotl Care', 'Newt Feeding'], ['Porto'])).status).toBe(200);
    await optIn(off, 'off', ['Axolotl Care']);
    const match = await post({
      title: 'Axolotl Keeper',
      location: 'Porto, Portugal',
      skills: ['Axolotl Care', 'Pond Design'],
    });
    await post({ title: 'Axolotl Keeper', location: 'Lisbon, Portugal', skills: ['Axolotl Care'] });
    await post({ title: 'Goldfish Keeper', location: 'Porto, Portugal', skills: ['Goldfish Care'] });
    // Opted in after the jobs were posted: those are not new to them.
    await optIn(late, 'weekly', ['Axolotl Care']);
    await indexSearch();

    const run = await runWeeklyMatches();
    expect(run.failed).toBe(0);
    const mails = mailsTo(weekly);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as string;
    expect(mail).toContain('Subject: 1 new job for you');
    expect(mail).toContain(`http://localhost:3000/job/${match.id}`);
    expect(mail).toContain('1 of your 2 skills: Axolotl Care');
    expect(mail).toContain('in Porto');
    expect(mail).toContain('You did not list: Pond Design');
    expect(mail).not.toContain('Lisbon');
    expect(mail).not.toContain('Goldfish');
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL((mailHeader(mail, 'List-Unsubscribe') as string).slice(1, -1));
    expect(oneClick.pathname).toBe('/api/matches/unsubscribe');
    // The page link keeps its token in the fragment, never in a server's log.
    expect(mail).toMatch(/http:\/\/localhost:3000\/matches\/unsubscribe#token=/);
    expect(mailsTo(off)).toHaveLength(0);
    expect(mailsTo(late)).toHaveLength(0);

    // Nothing new since: no email.
    await runWeeklyMatches();
    expect(mailsTo(weekly)).toHaveLength(1);

    // One click unsubscribes (twice is fine); a later match is not mailed.
    const token = oneClick.searchParams.get('token') as string;
    const first = await invoke<{ message: string }>('unsubscribe-matches', { query: { token } });
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/no more match emails/);
    expect((await invoke('unsubscribe-matches', { query: { token } })).status).toBe(200);
    const profile = await invoke<{ emailMatches: string }>('get-matching-profile', { cookie: weekly.cookie });
    expect(profile.body.emailMatches).toBe('off');
    await post({ title: 'Axolotl Lead', location: 'Porto, Portugal', skills: ['Axolotl Care'] });
    await indexSearch();
    await runWeeklyMatches();
    expect(mailsTo(weekly)).toHaveLength(1);
  });

  it('refuses an altered unsubscribe token with a message', async () => {
    const answer = await invoke<{ message: string }>('unsubscribe-matches', { query: { token: 'nope' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/link is not valid/);
  });

  it('skips an address the mail path refuses, without failing, and does not mail those jobs later', async () => {
    const seeker = await makeSeeker();
    await optIn(seeker, 'weekly', ['Salamander Husbandry']);
    await post({ title: 'Salamander Keeper', skills: ['Salamander Husbandry'] });
    await indexSearch();
    await suppressEmail({ email: seeker.user.email, reason: 'bounce', detail: 'NoEmail' });
    const run = await runWeeklyMatches();
    expect(run.failed).toBe(0);
    expect(run.skipped).toBeGreaterThanOrEqual(1);
    expect(mailsTo(seeker)).toHaveLength(0);
  });
});

describe('instant match emails (the table stream)', () => {
  it('mails a new job that fits as it is posted, once', async () => {
    const seeker = await makeSeeker();
    await optIn(seeker, 'instant', ['Caecilian Tracking']);
    const poller = instantMailer();
    await poller.drain();
    const match = await post({ title: 'Field Biologist', skills: ['Caecilian Tracking'] });
    await post({ title: 'Field Biologist', skills: ['Frog Counting'] });
    await poller.drain();
    const mails = mailsTo(seeker);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`http://localhost:3000/job/${match.id}`);
    expect(mails[0]).toContain('1 of your 1 skill: Caecilian Tracking');

    // An edit is not a new job.
    await invoke('update-job', { cookie: company().cookie, params: { id: String(match.id) }, body: { title: 'Lead' } });
    await poller.drain();
    expect(mailsTo(seeker)).toHaveLength(1);
    await poller.stop();
  });
});
