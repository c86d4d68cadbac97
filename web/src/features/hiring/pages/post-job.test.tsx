import { defaultClosingDate } from '@shared/closing-date.js';
import { jobInputMessages } from '@shared/schemas/job-input.js';
import { hiringLabels, labels, moneyTexts, notices, promiseTexts, screenTexts, validation } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, type MockRequest, mockApi } from '@/testing/api-mock.js';
import { aJob, jobSummaries } from '@/testing/fixtures.js';
import { aCompanyUser, fillIn, someCategories } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

/** A company with no jobs yet; what it posts is listed on its dashboard afterwards, as the API does. */
function mockPosting(post?: (request: MockRequest) => unknown, more: Parameters<typeof mockApi>[0] = {}) {
  const posted: Job[] = [];
  return mockApi({
    'GET /api/user': aCompanyUser(),
    'GET /api/categories': someCategories(),
    'GET /api/enums': { jobTypes: [{ value: 'contract', label: 'Contract' }], experienceLevels: ['Mid Level'] },
    'GET /api/dashboard/jobs': () => posted,
    'POST /api/jobs':
      post ??
      (({ body }) => {
        const job = aJob({ id: 300 + posted.length, ...(body as Partial<Job>) });
        posted.unshift(job);
        return json(job, { status: 201 });
      }),
    ...more,
  });
}

type User = ReturnType<typeof renderApp>['user'];

async function fillValidJob(user: User) {
  await fillIn(user, await screen.findByRole('textbox', { name: /Job Title/ }), 'Platform Engineer');
  await fillIn(user, screen.getByRole('textbox', { name: /Description/ }), 'Run the platform our teams build on.');
  await fillIn(user, screen.getByRole('textbox', { name: /Requirements/ }), 'Kubernetes and Terraform.');
  await fillIn(user, screen.getByRole('textbox', { name: /Location/ }), 'Lisbon');
  await user.click(screen.getByRole('combobox', { name: /Job Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Contract' }));
  await user.click(screen.getByRole('combobox', { name: /Categories/ }));
  await user.click(await screen.findByRole('option', { name: 'Design' }));
}

describe('Post job', () => {
  it('shows every validation rule on its own field and sends nothing', async () => {
    const api = mockPosting();
    const { user } = renderApp('/post-job');
    await fillIn(user, await screen.findByRole('textbox', { name: /Job Title/ }), 'ab');
    await fillIn(user, screen.getByRole('textbox', { name: /Description/ }), 'short');
    await fillIn(user, screen.getByRole('textbox', { name: /Requirements/ }), 'short');
    await fillIn(user, screen.getByRole('textbox', { name: /Location/ }), 'L');
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));

    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveAccessibleDescription(validation.titleMin);
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAccessibleDescription(validation.descriptionMin);
    expect(screen.getByRole('textbox', { name: /Requirements/ })).toHaveAccessibleDescription(
      validation.requirementsMin,
    );
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveAccessibleDescription(validation.locationRequired);
    expect(screen.getByText(hiringLabels.jobTypeRequired)).toBeInTheDocument();
    expect(screen.getByText('Choose between 1 and 3 categories')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(hiringLabels.fixErrors);
    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveFocus();
    expect(api.to('/api/jobs')).toHaveLength(0);

    // Fixed fields lose their message as soon as they are right.
    await fillIn(user, screen.getByRole('textbox', { name: /Job Title/ }), 'c');
    expect(screen.getByRole('textbox', { name: /Job Title/ })).not.toHaveAccessibleDescription(validation.titleMin);
  });

  it('checks the pay and the closing date with the API rules, each on its own field', async () => {
    const api = mockPosting();
    const { user } = renderApp('/post-job');
    await fillValidJob(user);
    await fillIn(user, screen.getByRole('textbox', { name: hiringLabels.salaryMaximum }), '40000');
    const closing = screen.getByLabelText(hiringLabels.closingDate);
    await user.clear(closing);
    await user.type(closing, '2020-01-01');
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));
    expect(screen.getByRole('textbox', { name: hiringLabels.salaryMinimum })).toHaveAccessibleDescription(
      jobInputMessages.payIncomplete,
    );
    expect(closing).toHaveAccessibleDescription(jobInputMessages.closingDatePast);
    await fillIn(user, screen.getByRole('textbox', { name: hiringLabels.salaryMinimum }), '50000');
    expect(screen.getByRole('textbox', { name: hiringLabels.salaryMaximum })).toHaveAccessibleDescription(
      jobInputMessages.payOrder,
    );
    expect(api.to('/api/jobs')).toHaveLength(0);
  });

  it('posts the job, says so and goes to the dashboard, where it is listed', async () => {
    const api = mockPosting();
    const { user, location, entries } = renderApp('/post-job');
    await fillValidJob(user);
    await fillIn(user, screen.getByRole('textbox', { name: hiringLabels.salaryMinimum }), '90,000');
    await fillIn(user, screen.getByRole('textbox', { name: hiringLabels.salaryMaximum }), '110000');
    await user.click(screen.getByRole('combobox', { name: hiringLabels.currency }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await user.type(screen.getByRole('combobox', { name: /Skills/ }), 'Go, Rust{Enter}');
    const arrangement = screen.getByRole('combobox', { name: /Work arrangement/ });
    expect(arrangement).toHaveTextContent('On-site');
    await user.click(arrangement);
    await user.click(await screen.findByRole('option', { name: 'Hybrid' }));
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    // The dashboard took the form's place: Back does not lead to an empty form.
    expect(entries()).toBe(1);
    expect(api.to('/api/jobs')[0]?.body).toEqual({
      title: 'Platform Engineer',
      description: 'Run the platform our teams build on.',
      requirements: 'Kubernetes and Terraform.',
      location: 'Lisbon',
      jobType: 'contract',
      workArrangement: 'hybrid',
      salaryMin: 90_000,
      salaryMax: 110_000,
      currency: 'EUR',
      period: 'year',
      closingDate: defaultClosingDate(),
      categories: ['Design'],
      skills: ['Go', 'Rust'],
    });
    expect(await screen.findByText(notices.jobPosted)).toBeInTheDocument();
    expect(screen.getByText(notices.jobPostedText)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Platform Engineer' })).toBeInTheDocument();
  });

  it('reads pay as people write it: says what it read, writes it plainly on leaving, a pasted range fills both', async () => {
    mockPosting();
    const { user } = renderApp('/post-job');
    const min = await screen.findByRole('textbox', { name: hiringLabels.salaryMinimum });
    const max = screen.getByRole('textbox', { name: hiringLabels.salaryMaximum });
    await user.type(min, '€45.000');
    expect(min).toHaveAccessibleDescription(moneyTexts.readAs('€45,000 a year'));
    await user.tab();
    expect(min).toHaveValue('45,000');
    expect(screen.getByRole('combobox', { name: hiringLabels.currency })).toHaveTextContent('EUR');

    await user.clear(min);
    await user.click(min);
    await user.paste('£30k–£35k');
    expect(min).toHaveValue('30,000');
    expect(max).toHaveValue('35,000');
    expect(screen.getByRole('combobox', { name: hiringLabels.currency })).toHaveTextContent('GBP');
  });

  it('gives pay by the hour its yearly figure, so an amount left under the wrong period shows', async () => {
    mockPosting();
    const { user } = renderApp('/post-job');
    const min = await screen.findByRole('textbox', { name: hiringLabels.salaryMinimum });
    await user.type(min, '$12.50/hr');
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Paid per/ })).toHaveTextContent('Per hour');
    expect(min).toHaveAccessibleDescription(moneyTexts.readAs(moneyTexts.withYearly('$12.50 an hour', '$26k a year')));
    // Corrected to a yearly amount, the period stays hourly: the yearly figure says what that would mean.
    await user.clear(min);
    await user.type(min, '90 000');
    expect(min).toHaveAccessibleDescription(
      moneyTexts.readAs(moneyTexts.withYearly('$90,000 an hour', '$187.2m a year')),
    );
  });

  it('says which amount it cannot read, and sends what it read', async () => {
    const api = mockPosting();
    const { user, location } = renderApp('/post-job');
    await fillValidJob(user);
    const min = screen.getByRole('textbox', { name: hiringLabels.salaryMinimum });
    const max = screen.getByRole('textbox', { name: hiringLabels.salaryMaximum });
    await fillIn(user, min, '90k');
    await user.type(max, 'lots');
    await user.tab();
    expect(max).toHaveAccessibleDescription(moneyTexts.unreadable);
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));
    expect(max).toHaveAccessibleDescription(jobInputMessages.payUnreadable);
    expect(api.to('/api/jobs')).toHaveLength(0);

    await user.clear(max);
    await fillIn(user, max, '£110k');
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    // The text named pounds: what was read is what is sent.
    expect(api.to('/api/jobs')[0]?.body).toMatchObject({
      salaryMin: 90_000,
      salaryMax: 110_000,
      currency: 'GBP',
      period: 'year',
    });
  });

  it('offers to reopen a closed job with nearly the same text instead of posting it again', async () => {
    const closed = aJob({ id: 77, title: 'Platform Engineer', isActive: false });
    const api = mockPosting(undefined, {
      'POST /api/dashboard/repost-check': {
        repostOf: {
          id: 77,
          title: 'Platform Engineer',
          isActive: false,
          createdAt: closed.createdAt,
          similarity: 0.97,
        },
      },
      'PUT /api/jobs/77': ({ body }) => ({ ...closed, ...(body as Partial<Job>) }),
    });
    const { user, location } = renderApp('/post-job');
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));

    const offer = await screen.findByRole('dialog', { name: promiseTexts.repostTitle('Platform Engineer') });
    expect(offer).toHaveTextContent('97 % the same');
    await user.click(within(offer).getByRole('button', { name: promiseTexts.reopenIt }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(api.to('/api/jobs/77')[0]?.body).toEqual({ isActive: true, closingDate: defaultClosingDate() });
    expect(api.to('/api/jobs')).toEqual([]);
  });

  it('keeps what was typed and shows the server message when posting fails', async () => {
    mockPosting(() => json({ message: 'Unknown category: Design' }, { status: 400 }));
    const { user, location } = renderApp('/post-job');
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(notices.postJobFailed);
    expect(toast).toHaveTextContent('Unknown category: Design');
    expect(location().pathname).toBe('/post-job');
    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveValue('Platform Engineer');
  });

  it('says the general failure text when the server fails', async () => {
    mockPosting(() => json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 }));
    const { user } = renderApp('/post-job');
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notices.postJobFailedText);
  });

  it('offers contract types as Job Type and Remote only as the work arrangement', async () => {
    mockApi({
      'GET /api/user': aCompanyUser(),
      'GET /api/categories': someCategories(),
      'GET /api/enums': {
        jobTypes: [
          { value: 'full_time', label: 'Full-time' },
          { value: 'remote', label: 'Remote' },
        ],
        experienceLevels: ['Mid Level'],
      },
    });
    const { user } = renderApp('/post-job');
    await user.click(await screen.findByRole('combobox', { name: /Job Type/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Full-time']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Work arrangement/i }));
    expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Remote' })).toBeInTheDocument();
  });

  it('offers the four contract types when /api/enums fails, and at most 3 categories', async () => {
    mockApi({
      'GET /api/user': aCompanyUser(),
      'GET /api/categories': someCategories(),
      'GET /api/enums': () => json({ message: 'down' }, { status: 500 }),
    });
    const { user } = renderApp('/post-job');
    await user.click(await screen.findByRole('combobox', { name: /Job Type/ }));
    const types = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(['Full-time', 'Part-time', 'Contract', 'Internship']);
    await user.keyboard('{Escape}');
    // The Autocomplete arrives in its own chunk.
    const categories = await screen.findByRole('combobox', { name: /Categories/ });
    // One opening picks all three: the list stays open after each pick.
    await user.click(categories);
    for (const name of ['Technology', 'Design', 'Marketing']) {
      await user.click(await screen.findByRole('option', { name }));
    }
    expect(await screen.findByRole('option', { name: 'Sales' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('goes back to the dashboard on Cancel without sending anything', async () => {
    const api = mockPosting();
    const { user, location } = renderApp('/post-job');
    await user.click(await screen.findByRole('button', { name: hiringLabels.cancel }));
    expect(location().pathname).toBe('/dashboard');
    expect(api.to('/api/jobs')).toHaveLength(0);
  });

  it('asks before unsaved edits are left by Cancel or a link: Keep editing stays, Leave goes', async () => {
    mockPosting();
    const { user, location } = renderApp('/post-job');
    await fillIn(user, await screen.findByRole('textbox', { name: /Job Title/ }, { timeout: 10_000 }), 'Draft');
    const leaveBy = [
      () => user.click(screen.getByRole('button', { name: hiringLabels.cancel })),
      () => user.click(screen.getByRole('link', { name: hiringLabels.backToDashboard })),
    ];
    for (const leave of leaveBy) {
      await leave();
      const question = await screen.findByRole('alertdialog', { name: screenTexts.leaveTitle });
      await user.click(within(question).getByRole('button', { name: screenTexts.keepEditing }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(location().pathname).toBe('/post-job');
      expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveValue('Draft');
    }
    await user.click(screen.getByRole('link', { name: hiringLabels.backToDashboard }));
    const question = await screen.findByRole('alertdialog', { name: screenTexts.leaveTitle });
    await user.click(within(question).getByRole('button', { name: screenTexts.leavePage }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('makes a jobs list seen before the posting ask the API again', async () => {
    const api = mockPosting(undefined, { 'GET /api/jobs': () => json(jobSummaries(2)) });
    const listRequests = () =>
      api.to('/api/jobs').filter((request) => request.method === 'GET' && !request.url.searchParams.has('limit'));
    const { user } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 2' });
    expect(listRequests().map((request) => request.url.search)).toEqual(['']);
    await user.click(screen.getAllByRole('link', { name: labels.postAJob })[0] as HTMLElement);
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: hiringLabels.postJob }));
    await screen.findByText(notices.jobPosted);
    await user.click(screen.getByRole('link', { name: labels.findJobs }));
    await user.click(await screen.findByRole('link', { name: labels.viewAllJobs }));
    await screen.findByRole('heading', { name: 'Job number 2' });
    expect(listRequests().map((request) => request.url.search)).toEqual(['', '']);
  });
});
