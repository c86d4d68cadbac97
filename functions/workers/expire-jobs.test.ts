/**
 * Closing dates and expiry through the real handlers and the real worker: a closing date is refused with a clear
 * 400 outside today…180 days; once it has passed, the worker takes the job out of search, the counts and its page,
 * the company still sees it, and reposting with a new closing date brings it back.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, defaultClosingDate, todayUtc } from '../../shared/closing-date.js';
import { jobInputMessages } from '../../shared/schemas/job-input.js';
import { hiringMessages } from '../../shared/texts.js';
import type { Job } from '../../shared/types.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { jobBody, jobCounts, postJobAs, publicJobIds } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch } from '../testing/jobs.js';
import { type CompanyPrincipal, makeCompanyPrincipal } from '../testing/principals.js';
import { handler } from './expire-jobs.js';

let owner: CompanyPrincipal;
beforeAll(async () => {
  owner = await makeCompanyPrincipal('Closing Works');
});

const today = () => todayUtc();
const post = async (fields: Record<string, unknown> = {}) => {
  const response = await postJobAs(owner, jobBody(fields));
  if (response.status !== 201) throw new Error(`create-job answered ${response.status}`);
  return response.body;
};
const edit = (id: number, body: unknown) =>
  invoke<Job>('update-job', { cookie: owner.cookie, params: { id: String(id) }, body });
const dashboard = async () => (await invoke<Job[]>('list-dashboard-jobs', { cookie: owner.cookie })).body;

/** Time passing: the job's closing date moved to yesterday in the table, as it will be one day. */
async function closeYesterday(id: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(id),
      UpdateExpression: 'SET closingDate = :date',
      ExpressionAttributeValues: { ':date': addDays(today(), -1) },
    }),
  );
  await indexSearch();
}

describe('closing dates', () => {
  it('default to 60 days from posting, and take any day from today to 180 days ahead', async () => {
    expect((await post()).closingDate).toBe(defaultClosingDate());
    expect((await post({ closingDate: today() })).closingDate).toBe(today());
    expect((await post({ closingDate: addDays(today(), 180) })).closingDate).toBe(addDays(today(), 180));
  });

  it.each([
    ['yesterday', () => addDays(today(), -1), jobInputMessages.closingDatePast],
    ['181 days ahead', () => addDays(today(), 181), jobInputMessages.closingDateTooFar],
    ['a date that does not exist', () => '2027-02-30', jobInputMessages.closingDateFormat],
    ['another format', () => '24/12/2027', jobInputMessages.closingDateFormat],
  ])('refuse %s with 400, on post and on edit', async (_case, date, message) => {
    const refused = await postJobAs(owner, jobBody({ closingDate: date() }));
    expect(refused).toMatchObject({ status: 400, body: { message } });
    const job = await post();
    expect(await edit(job.id, { closingDate: date() })).toMatchObject({ status: 400, body: { message } });
    expect((await invoke<Job>('get-job', { params: { id: String(job.id) } })).body.closingDate).toBe(job.closingDate);
  });
});

describe('the expiry worker', () => {
  it('takes a job past its closing date out of search and counts; the company sees it and can repost it', async () => {
    const open = await post({ title: 'Still Open Welder' });
    const closing = await post({ title: 'Soon Closed Welder' });
    await indexSearch();
    const countsBefore = await jobCounts(owner.company.id);
    await closeYesterday(closing.id);
    // Search leaves it out at once; the worker then makes it inactive.
    expect(await publicJobIds({ search: 'welder' })).toEqual([open.id]);

    const run = await handler();
    expect(run).toEqual({ due: 1, expired: 1 });
    expect(await publicJobIds({ search: 'welder' })).toEqual([open.id]);
    expect((await jobCounts(owner.company.id)).company).toBe(countsBefore.company - 1);
    expect((await invoke('get-job', { params: { id: String(closing.id) } })).status).toBe(404);
    expect((await dashboard()).find((job) => job.id === closing.id)).toMatchObject({
      isActive: false,
      closingDate: addDays(today(), -1),
    });
    // Nothing left to do on the next run.
    expect(await handler()).toEqual({ due: 0, expired: 0 });

    // Reactivating without a new closing date is refused; reposting with one brings it back.
    expect(await edit(closing.id, { isActive: true })).toMatchObject({
      status: 400,
      body: { message: hiringMessages.closingDatePassed },
    });
    const reposted = await edit(closing.id, { isActive: true, closingDate: defaultClosingDate() });
    expect(reposted.body).toMatchObject({ isActive: true, closingDate: defaultClosingDate() });
    expect((await publicJobIds({ search: 'welder' })).sort()).toEqual([open.id, closing.id].sort());
    expect((await jobCounts(owner.company.id)).company).toBe(countsBefore.company);
  });

  it('leaves alone a job reposted between the query and the write', async () => {
    const job = await post({ title: 'Raced Glazier' });
    await closeYesterday(job.id);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(job.id),
        UpdateExpression: 'SET closingDate = :date',
        ExpressionAttributeValues: { ':date': today() },
      }),
    );
    // The index still says yesterday (not yet re-indexed); the job itself no longer does.
    expect(await handler()).toEqual({ due: 1, expired: 0 });
    expect((await invoke<Job>('get-job', { params: { id: String(job.id) } })).body.isActive).toBe(true);
  });
});
