import { hiringLabels, notices, validation } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aJob } from '@/testing/fixtures.js';
import { aCompanyUser, fillIn, someCategories } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

/** An inactive job: GET /api/jobs/{id} would answer 404 for it, so the screen must read the dashboard list. */
const paused = () => aJob({ id: 102, title: 'Paused Role', isActive: false, categories: ['Design'] });

function mockEditing(put: (body: Partial<Job>) => unknown = (body) => ({ ...paused(), ...body })) {
  return mockApi({
    'GET /api/user': aCompanyUser(),
    'GET /api/categories': someCategories(),
    'GET /api/dashboard/jobs': [aJob(), paused()],
    'GET /api/jobs/102': () => json({ message: 'Job not found' }, { status: 404 }),
    'PUT /api/jobs/102': ({ body }) => put(body as Partial<Job>),
  });
}

describe('Edit job', () => {
  it("fills the form in with the company's job, even an inactive one", async () => {
    mockEditing();
    renderApp('/edit-job/102');
    expect(await screen.findByRole('textbox', { name: /Job Title/ })).toHaveValue('Paused Role');
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Berlin, Germany');
    expect(screen.getByRole('textbox', { name: hiringLabels.salaryMinimum })).toHaveValue('120,000');
    expect(screen.getByRole('textbox', { name: hiringLabels.salaryMaximum })).toHaveValue('150,000');
    // The lists' menu arrives in its own chunk: its placeholder shows the same value until then.
    expect(await screen.findByRole('combobox', { name: hiringLabels.currency })).toHaveTextContent('USD');
    expect(screen.getByRole('combobox', { name: hiringLabels.payPeriod })).toHaveTextContent('Per year');
    expect(screen.getByRole('combobox', { name: /Job Type/ })).toHaveTextContent('Full-time');
    expect(screen.getByRole('combobox', { name: /Experience Level/ })).toHaveTextContent('Senior Level');
    expect(await screen.findByRole('button', { name: 'Design' })).toBeInTheDocument(); // the category chip
    expect(await screen.findByRole('button', { name: 'GraphQL' })).toBeInTheDocument(); // a skill chip
    expect(screen.getByRole('switch', { name: hiringLabels.activeSwitch })).not.toBeChecked();
  });

  it('saves every field with PUT, activates the job and goes back to the dashboard', async () => {
    const api = mockEditing();
    const { user, location, entries } = renderApp('/edit-job/102');
    const title = await screen.findByRole('textbox', { name: /Job Title/ });
    await user.clear(title);
    await fillIn(user, title, 'Reopened Role');
    await user.clear(screen.getByRole('textbox', { name: hiringLabels.salaryMinimum }));
    await user.clear(screen.getByRole('textbox', { name: hiringLabels.salaryMaximum }));
    await user.click(screen.getByRole('switch', { name: hiringLabels.activeSwitch }));
    await user.click(screen.getByRole('button', { name: hiringLabels.saveChanges }));

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(entries()).toBe(1);
    const sent = api.to('/api/jobs/102').find((request) => request.method === 'PUT')?.body;
    // Emptied amounts clear the pay; the closing date, left alone, is not sent.
    expect(sent).toMatchObject({ title: 'Reopened Role', isActive: true, categories: ['Design'] });
    expect(sent).toMatchObject({ salaryMin: null, salaryMax: null, currency: null, period: null });
    expect(sent).not.toHaveProperty('closingDate');
    expect(await screen.findByText(hiringLabels.jobUpdated)).toBeInTheDocument();
    const row = await screen.findByRole('article', { name: 'Reopened Role' });
    expect(row).toHaveTextContent(hiringLabels.active);
  });

  it('checks the fields like posting does', async () => {
    const api = mockEditing();
    const { user } = renderApp('/edit-job/102');
    await user.clear(await screen.findByRole('textbox', { name: /Job Title/ }));
    await user.click(screen.getByRole('button', { name: hiringLabels.saveChanges }));
    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveAccessibleDescription(validation.titleMin);
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server message when saving fails and stays', async () => {
    mockEditing(() =>
      json(
        { message: 'This job was changed at the same time elsewhere. Please reload and try again.' },
        { status: 409 },
      ),
    );
    const { user, location } = renderApp('/edit-job/102');
    await user.click(await screen.findByRole('button', { name: hiringLabels.saveChanges }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(hiringLabels.updateJobFailed);
    expect(toast).toHaveTextContent('This job was changed at the same time elsewhere.');
    expect(location().pathname).toBe('/edit-job/102');
  });

  it.each(['999', 'abc'])('shows Job Not Found for %s, which is not one of the company jobs', async (id) => {
    mockEditing();
    renderApp(`/edit-job/${id}`);
    expect(await screen.findByRole('heading', { name: notices.jobNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hiringLabels.backToDashboard })).toHaveAttribute('href', '/dashboard');
  });
});
