/**
 * Job alerts in Chromium against the real `npm start` stack: a seeker saves a search of the jobs list as an instant
 * alert, a company posts a matching job, the instant alert consumer of the table's stream mails it (the outbox),
 * and the email's one-click unsubscribe (RFC 8058: a POST without cookies) removes the alert.
 */
import { alertLabels, alertMessages } from '../../shared/texts/alert-texts.js';
import type { Job } from '../../shared/types.js';
import { signUp, tag } from './accounts.js';
import { startBrowserPerFile } from './browser.js';
import { mailTo } from './outbox.js';

const browser = startBrowserPerFile();

/** A page whose every wait fails within 15 s, naming the step, rather than at the test's timeout. */
async function newPage() {
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** An .eml header's value (headers end at the first blank line). */
const header = (mail: string, name: string) =>
  mail
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);

describe('job alerts', () => {
  it('save search as alert → matching job posted → email with job link → one-click unsubscribe', async () => {
    const word = `quokka${tag()}`;
    const seeker = await newPage();
    const sam = await signUp(seeker, 'job_seeker', 'Sam Alert');
    await seeker.goto(`/jobs?search=${word}&jobType=full_time`);
    await seeker.getByRole('button', { name: alertLabels.saveSearch }).click();
    const dialog = seeker.getByRole('dialog', { name: alertLabels.saveSearchTitle });
    await dialog.getByRole('combobox', { name: alertLabels.frequency }).click();
    await seeker.getByRole('option', { name: 'Instant' }).click();
    await dialog.getByRole('button', { name: alertLabels.save }).click();
    await dialog.getByText(alertLabels.alertCreated).waitFor();

    const company = await newPage();
    await signUp(company, 'company', 'Marsupial Labs');
    const posted = await company.request.post('/api/jobs', {
      data: {
        title: `Keeper of ${word}`,
        description: 'Feed and photograph the happiest animals on the island.',
        requirements: 'A steady camera hand.',
        location: 'Rottnest Island, Australia',
        jobType: 'full_time',
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as Job;

    const mail = await mailTo(sam.email, `/job/${job.id}`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = (header(mail, 'List-Unsubscribe') as string).slice(1, -1);

    // With the connection gone, pausing the alert fails: the toast says so, the list stays (its reading again
    // fails too) and the switch is back on, as the server still holds it.
    await seeker.goto('/job-alerts');
    const yourAlerts = seeker.getByRole('region', { name: alertLabels.yourAlerts });
    const active = yourAlerts.getByRole('switch');
    await active.waitFor();
    await seeker.route('**/api/**', (route) => route.abort());
    await active.click();
    await seeker.getByText(alertLabels.alertChangeFailed).waitFor();
    await expect.poll(() => active.isChecked()).toBe(true);
    expect(await seeker.getByText(alertLabels.alertsLoadFailed).count()).toBe(0);
    await seeker.unroute('**/api/**');

    // The body's unsubscribe link opens a page that asks for a press: opening it (as a mail scanner does) keeps
    // the alert.
    const pageLink = mail.replace(/=\r\n/g, '').match(/\/job-alerts\/unsubscribe#token=[\w.%-]+/)?.[0];
    expect(pageLink).toBeDefined();
    const scanner = await newPage();
    await scanner.goto(pageLink as string);
    await scanner.getByRole('button', { name: alertLabels.unsubscribe }).waitFor();
    expect(await (await seeker.request.get('/api/alerts')).json()).toHaveLength(1);

    // A mail provider's one-click POST: no cookie, a form body, a 2xx answer.
    const provider = await newPage();
    const answer = await provider.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ message: alertMessages.unsubscribed });

    await seeker.goto('/job-alerts');
    await seeker.getByText(alertLabels.noAlerts).waitFor();
  });
});
