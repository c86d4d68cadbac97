/**
 * The board's promises in Chromium against the real stack, with time moved forward the only way the stack allows
 * (the dates a job or an application carries, set back in DynamoDB Local; the workers run every 3 s on the test
 * stack, as their schedules run them deployed):
 * - "Still hiring?": a job open 30 days asks its company on the dashboard; one click confirms it ("Confirmed open");
 *   left unanswered 7 days it closes, its page says why, and Repost brings it back.
 * - "No decision": an application pending 30 days becomes "No decision" for its applicant, who also sees when the
 *   company first opened it; the company still approves it.
 */
import { type AttributeValue, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '../../functions/local/dynamodb.js';
import { TABLE_NAME } from '../../scripts/local/local-data.js';
import { hiringLabels, notices, promiseTexts, screenTexts } from '../../shared/texts.js';
import { DAY_MS } from '../../shared/time.js';
import type { Application, Job } from '../../shared/types.js';
import { startBrowserPerFile } from './browser.js';
import { registerAs, uniqueWord } from './sign-up.js';
import { stack } from './stack.js';

const browser = startBrowserPerFile();

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Time passing, which no API can do: sets fields of an item in the table. */
async function setBack(key: { pk: string; sk: string }, fields: Record<string, string>) {
  const client = localClient(stack.dynamoEndpoint);
  const names = Object.keys(fields);
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: TABLE_NAME,
        Key: { pk: { S: key.pk }, sk: { S: key.sk } },
        UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          names.map((name, i) => [`:v${i}`, { S: fields[name] } as AttributeValue]),
        ),
      }),
    );
  } finally {
    client.destroy();
  }
}
const jobKey = (id: number) => ({ pk: `JOB#${id}`, sk: 'JOB' });

describe('still hiring?', () => {
  it('asks after 30 days, one click confirms; unanswered 7 days it closes, says why, and is reposted', async () => {
    const word = uniqueWord();
    const page = await browser.newPage();
    await registerAs(page, 'company', `Tideway Ferries ${word}`);
    const post = async (title: string) => {
      const posted = await page.request.post('/api/jobs', {
        data: {
          title,
          description: 'Keep our ferries on time across the estuary.',
          requirements: 'A skipper licence and calm in a storm.',
          location: 'Bristol, UK',
          jobType: 'full_time',
        },
      });
      expect(posted.status()).toBe(201);
      return (await posted.json()) as Job;
    };
    const dashboardJob = async (id: number) =>
      ((await (await page.request.get('/api/dashboard/jobs')).json()) as Job[]).find((job) => job.id === id);

    const confirmed = await post(`Ferry Skipper ${word}`);
    const ignored = await post(`Ferry Deckhand ${word}`);
    // A month passes since both were posted: the worker asks.
    for (const job of [confirmed, ignored]) await setBack(jobKey(job.id), { confirmedOpenAt: daysAgo(31) });
    await expect
      .poll(async () => (await dashboardJob(ignored.id))?.stillHiringAskedAt, { timeout: 20_000 })
      .toBeDefined();
    await expect
      .poll(async () => (await dashboardJob(confirmed.id))?.stillHiringAskedAt, { timeout: 20_000 })
      .toBeDefined();

    await page.goto('/dashboard');
    const row = page.getByRole('article', { name: confirmed.title });
    const question = row.getByRole('region', { name: promiseTexts.stillHiringTitle });
    await question.waitFor();
    await question.getByRole('button', { name: promiseTexts.stillHiringConfirmFor(confirmed.title) }).click();
    await page.getByText(promiseTexts.stillHiringConfirmed).waitFor();
    await question.waitFor({ state: 'detached' });
    await row.getByText(promiseTexts.confirmedOpenAgo('less than a minute'), { exact: false }).waitFor();
    await page.goto(`/job/${confirmed.id}`);
    await page.getByText(promiseTexts.confirmedOpenAgo('less than a minute')).waitFor();

    // A week passes without an answer for the other job: the board closes it and its page says why.
    await setBack(jobKey(ignored.id), { stillHiringAskedAt: daysAgo(8) });
    await expect
      .poll(async () => (await page.request.get(`/api/jobs/${ignored.id}`)).status(), { timeout: 20_000 })
      .toBe(410);
    const closedPage = await page.goto(`/job/${ignored.id}`);
    expect(closedPage?.status()).toBe(410);
    await page.getByRole('heading', { name: promiseTexts.closedUnconfirmed }).waitFor();
    expect(((await (await page.request.get(`/api/jobs?search=${word}`)).json()) as Job[]).map((job) => job.id)).toEqual(
      [confirmed.id],
    );

    // The company reposts it from its dashboard: open again, and counted as confirmed.
    await page.goto('/dashboard');
    const closedRow = page.getByRole('article', { name: ignored.title });
    await closedRow.getByText(promiseTexts.closedUnconfirmedShort, { exact: true }).waitFor();
    await closedRow.getByRole('button', { name: screenTexts.repostJob(ignored.title) }).click();
    await page.getByText(screenTexts.jobReposted).waitFor();
    expect((await page.request.get(`/api/jobs/${ignored.id}`)).status()).toBe(200);
  });
});

describe('no decision', () => {
  it('an application pending 30 days says No decision; the applicant sees it viewed; the company still decides', async () => {
    const word = uniqueWord();
    const company = await browser.newPage();
    await registerAs(company, 'company', `Slowpoke Works ${word}`);
    const posted = await company.request.post('/api/jobs', {
      data: {
        title: `Archive Clerk ${word}`,
        description: 'Sort and keep the records of a century.',
        requirements: 'Patience and a love of paper.',
        location: 'York, UK',
        jobType: 'part_time',
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as Job;
    const seeker = await browser.newPage();
    const applicant = await registerAs(seeker, 'job_seeker', `Patience ${word}`);
    const applied = await seeker.request.post(`/api/jobs/${job.id}/apply`, {
      data: { resume: 'Ten years in county archives.', coverLetter: 'I would love to sort yours.' },
    });
    expect(applied.status()).toBe(201);
    const application = (await applied.json()) as Application;

    // A month passes without a decision: the worker marks it and the applicant reads what it means.
    const submittedAt = daysAgo(31);
    const sort = `${submittedAt}#${String(application.id).padStart(12, '0')}`;
    await setBack(
      { pk: `APPLICATION#${application.id}`, sk: 'APPLICATION' },
      { submittedAt, gsi1sk: sort, gsi2sk: sort, gsi3sk: sort },
    );
    await expect
      .poll(
        async () =>
          ((await (await seeker.request.get(`/api/applications/${application.id}`)).json()) as Application).status,
        {
          timeout: 20_000,
        },
      )
      .toBe('no_decision');
    await seeker.goto(`/application/${application.id}`);
    await seeker.getByText(hiringLabels.statusLabels.no_decision, { exact: true }).waitFor();
    await seeker.getByText(promiseTexts.noDecisionExplained).waitFor();
    await seeker.getByText(promiseTexts.notViewedYet).waitFor();

    // The company opens it (the applicant then sees it viewed) and approves it after all.
    await company.goto(`/application/${application.id}`);
    await company.getByText(hiringLabels.statusLabels.no_decision, { exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          ((await (await seeker.request.get(`/api/applications/${application.id}`)).json()) as Application).viewedAt,
        {
          timeout: 10_000,
        },
      )
      .toBeDefined();
    await company.getByRole('button', { name: hiringLabels.approveFor(applicant.name) }).click();
    const decide = company.getByRole('dialog');
    await decide.getByRole('button', { name: hiringLabels.approve, exact: true }).click();
    await company.getByText(notices.statusUpdatedText('approved')).waitFor();

    await seeker.goto(`/application/${application.id}`);
    await seeker.getByText(hiringLabels.statusLabels.approved, { exact: true }).waitFor();
    expect(await seeker.getByText(promiseTexts.notViewedYet).count()).toBe(0);
  }, 120_000);
});
