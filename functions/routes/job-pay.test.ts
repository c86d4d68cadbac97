/**
 * Structured pay through the real handlers: posted and edited with the job, refused with a clear 400 when
 * incomplete, read from the free-text salary when it can be, and found by a salary range in any currency.
 */
import { jobInputMessages } from '../../shared/schemas/job-input.js';
import type { Job } from '../../shared/types.js';
import { jobBody, postJobAs, publicJobIds } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal } from '../testing/principals.js';

let owner: CompanyPrincipal;
beforeAll(async () => {
  owner = await makeCompanyPrincipal('Pay Works');
});

const post = async (fields: Record<string, unknown>) => {
  const response = await postJobAs(owner, jobBody(fields));
  if (response.status !== 201) throw new Error(`create-job answered ${response.status}`);
  return response.body;
};
const edit = (id: number, body: unknown) =>
  invoke<Job>('update-job', { cookie: owner.cookie, params: { id: String(id) }, body });

describe('structured pay', () => {
  it('is posted with the job and answered as given', async () => {
    const job = await post({ salaryMin: 50_000, salaryMax: 60_000, currency: 'EUR', period: 'year' });
    expect(job).toMatchObject({ salaryMin: 50_000, salaryMax: 60_000, currency: 'EUR', period: 'year' });
    expect(job).not.toHaveProperty('salary');
    expect((await invoke<Job>('get-job', { params: { id: String(job.id) } })).body).toEqual(job);
  });

  it.each([
    ['an amount without currency and period', { salaryMin: 50_000 }, jobInputMessages.payIncomplete],
    ['a currency alone', { currency: 'EUR', period: 'year' }, jobInputMessages.payIncomplete],
    [
      'a maximum under the minimum',
      { salaryMin: 9, salaryMax: 8, currency: 'EUR', period: 'hour' },
      jobInputMessages.payOrder,
    ],
    ['an unknown currency', { salaryMin: 1, currency: 'XYZ', period: 'year' }, jobInputMessages.currency],
    ['an unknown period', { salaryMin: 1, currency: 'EUR', period: 'week' }, jobInputMessages.period],
    ['a negative amount', { salaryMin: -5, currency: 'EUR', period: 'year' }, jobInputMessages.payAmount],
    [
      'an amount in words',
      { salaryMin: 'fifty thousand', currency: 'EUR', period: 'year' },
      jobInputMessages.payUnreadable,
    ],
    [
      'an amount naming a currency',
      { salaryMin: '$50k', currency: 'EUR', period: 'year' },
      jobInputMessages.payUnreadable,
    ],
    ['fractions of a cent', { salaryMin: 10.005, currency: 'EUR', period: 'hour' }, jobInputMessages.payAmount],
  ])('refuses %s with 400 and writes nothing', async (_case, fields, message) => {
    const before = await publicJobIds();
    const response = await postJobAs(owner, jobBody({ title: 'Refused Pay Job', ...fields }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await publicJobIds()).toEqual(before);
  });

  it('reads an amount given as text the way the pay fields read it', async () => {
    const job = await post({ salaryMin: '45.000', salaryMax: '50k', currency: 'EUR', period: 'year' });
    expect(job).toMatchObject({ salaryMin: 45_000, salaryMax: 50_000, currency: 'EUR', period: 'year' });
  });

  it('reads the free-text salary as pay when it can, and keeps unreadable text as text only', async () => {
    const readable = await post({ salary: 'PLN 6,000 / month' });
    expect(readable).toMatchObject({ salary: 'PLN 6,000 / month', salaryMin: 6_000, currency: 'PLN', period: 'month' });
    const unreadable = await post({ salary: 'Competitive, plus equity' });
    expect(unreadable.salary).toBe('Competitive, plus equity');
    expect(unreadable).not.toHaveProperty('currency');
  });

  it('changes as one unit on edit: all fields replaced, or cleared with nulls', async () => {
    const job = await post({ salaryMin: 40, salaryMax: 55, currency: 'GBP', period: 'hour' });
    const kept = await edit(job.id, { title: 'Renamed Pay Job' });
    expect(kept.body).toMatchObject({ salaryMin: 40, salaryMax: 55, currency: 'GBP', period: 'hour' });
    const replaced = await edit(job.id, { salaryMin: 70_000, currency: 'USD', period: 'year' });
    expect(replaced.body).toMatchObject({ salaryMin: 70_000, salaryMax: 70_000, currency: 'USD', period: 'year' });
    const partial = await edit(job.id, { salaryMax: 80_000 });
    expect(partial).toMatchObject({ status: 400, body: { message: jobInputMessages.payIncomplete } });
    const cleared = await edit(job.id, { salaryMin: null, salaryMax: null, currency: null, period: null });
    expect(cleared.status).toBe(200);
    for (const field of ['salaryMin', 'salaryMax', 'currency', 'period'])
      expect(cleared.body).not.toHaveProperty(field);
  });

  it('is found by a yearly range in any currency, by the rate table', async () => {
    // €50k–60k a year is about $53.9k–64.7k (1 EUR = 1.0784 USD in the table).
    const euros = await post({
      title: 'Euro Paid Analyst',
      salaryMin: 50_000,
      salaryMax: 60_000,
      currency: 'EUR',
      period: 'year',
    });
    // PLN 6,000 a month is PLN 72,000 a year: about €16.6k, far under a $50k minimum.
    const intern = await post({ title: 'Zloty Paid Intern', salaryMin: 6_000, currency: 'PLN', period: 'month' });
    const hourly = await post({ title: 'Hourly Paid Tester', salaryMin: 30, currency: 'USD', period: 'hour' });
    const text = await post({ title: 'Text Paid Clerk', salary: 'Competitive' });

    const usd60k = await publicJobIds({ salaryMin: '60000', currency: 'USD' });
    expect(usd60k).toContain(euros.id);
    expect(usd60k).toContain(hourly.id); // $30 an hour is $62,400 a year
    expect(usd60k).not.toContain(intern.id);
    expect(usd60k).not.toContain(text.id);
    // Without a currency the range is in US dollars.
    expect(await publicJobIds({ salaryMin: '60000' })).toEqual(usd60k);
    expect(await publicJobIds({ salaryMin: '65000', currency: 'USD' })).not.toContain(euros.id);
    const pln = await publicJobIds({ salaryMin: '60000', salaryMax: '80000', currency: 'PLN' });
    expect(pln).toContain(intern.id);
    expect(pln).not.toContain(euros.id);
  });

  it('refuses an unknown filter currency with 400', async () => {
    const response = await invoke('list-jobs', { query: { salaryMin: '1', currency: 'XYZ' } });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(/^currency must be one of: EUR, USD/);
  });
});
