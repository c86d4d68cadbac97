import { hiringLabels, labels, loadFailureTexts, notices, screenTexts } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { aCompanyUser, anApplication } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

const seekerApplications = () => [
  anApplication({ id: 501, status: 'pending', jobTitle: 'Senior Frontend Engineer' }),
  anApplication({ id: 502, status: 'approved', jobTitle: 'Design Lead', companyName: 'Lumen Studio' }),
  anApplication({ id: 503, status: 'rejected', jobTitle: 'Closed Role', jobRemoved: true }),
];

describe('My Applications', () => {
  it('shows a seeker their applications with status badges in words and colours', async () => {
    mockApi({ 'GET /api/user': aUser(), 'GET /api/applications': seekerApplications() });
    renderApp('/applications');
    expect(await screen.findByRole('heading', { level: 1, name: hiringLabels.myApplications })).toBeInTheDocument();
    expect(screen.getByText(hiringLabels.seekerSubtitle)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: hiringLabels.seekerSubtitle });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      hiringLabels.job,
      hiringLabels.company,
      hiringLabels.submitted,
      hiringLabels.status,
      hiringLabels.actions,
    ]);
    const badge = (text: string) => within(table).getByText(text).closest('.MuiChip-root');
    expect(badge(hiringLabels.statusLabels.pending)).toHaveStyle({ backgroundColor: 'rgb(255, 213, 79)' });
    expect(badge(hiringLabels.statusLabels.approved)).toHaveClass('MuiChip-colorSuccess');
    expect(badge(hiringLabels.statusLabels.rejected)).toHaveClass('MuiChip-colorError');
    const removed = within(table).getByRole('rowheader', { name: 'Closed Role' }).closest('tr') as HTMLElement;
    expect(within(removed).getByText(hiringLabels.jobRemoved)).toBeInTheDocument();
    expect(within(table).getByText('Lumen Studio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    // Each title opens its job, unless the job was removed.
    expect(within(table).getByRole('link', { name: 'Design Lead' })).toHaveAttribute('href', '/job/101');
    expect(within(table).queryByRole('link', { name: 'Closed Role' })).not.toBeInTheDocument();
  });

  it('opens an application in a dialog with its texts, and closes it', async () => {
    mockApi({ 'GET /api/user': aUser(), 'GET /api/applications': seekerApplications() });
    const { user } = renderApp('/applications');
    const open = await screen.findByRole('button', { name: hiringLabels.viewApplication('Senior Frontend Engineer') });
    await user.click(open);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(`${hiringLabels.applicationDetails}: Senior Frontend Engineer`);
    expect(within(dialog).getByText(/Led the design system at Contoso/)).toBeInTheDocument();
    expect(within(dialog).getByText('I love building accessible interfaces.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Senior Frontend Engineer' })).toHaveAttribute('href', '/job/101');
    expect(within(dialog).getByRole('link', { name: hiringLabels.openFullPage })).toHaveAttribute(
      'href',
      '/application/501',
    );
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('shows a company the applications to its jobs, to decide in the dialog', async () => {
    const pending = anApplication();
    mockApi({
      'GET /api/user': aCompanyUser(),
      'GET /api/applications': [pending],
      'PUT /api/applications/501': { ...pending, status: 'rejected' },
    });
    const { user } = renderApp('/applications');
    expect(await screen.findByText(hiringLabels.companySubtitle)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: hiringLabels.applicant })).toBeInTheDocument();
    expect(within(table).getByText('Jamie Seeker')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: hiringLabels.viewApplication('Senior Frontend Engineer', 'Jamie Seeker') }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.rejectFor('Jamie Seeker') }));
    const confirm = await screen.findByRole('dialog', { name: hiringLabels.decideTitle('rejected', 'Jamie Seeker') });
    await user.click(within(confirm).getByRole('button', { name: hiringLabels.reject }));
    expect(await screen.findByText(notices.statusUpdatedText('rejected'))).toBeInTheDocument();
    expect(within(dialog).getByText(hiringLabels.statusLabels.rejected)).toBeInTheDocument();
    expect(within(table).getByText(hiringLabels.statusLabels.rejected)).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone, with the same status words and actions', async () => {
    window.innerWidth = 390;
    mockApi({ 'GET /api/user': aCompanyUser(), 'GET /api/applications': [anApplication()] });
    renderApp('/applications');
    const list = await screen.findByRole('list', { name: hiringLabels.companySubtitle });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem');
    // One heading of the page's name (no hidden second one), the cards' titles right under it.
    expect(screen.getAllByRole('heading', { name: hiringLabels.myApplications })).toHaveLength(1);
    expect(within(card).getByRole('heading', { level: 2, name: 'Senior Frontend Engineer' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Applicant: Jamie Seeker · jamie@example.com');
    expect(within(card).getByText(hiringLabels.statusLabels.pending)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: hiringLabels.approveFor('Jamie Seeker') })).toBeInTheDocument();
  });

  it('says when there are no applications yet and where to find jobs', async () => {
    mockApi({ 'GET /api/user': aUser(), 'GET /api/applications': [] });
    renderApp('/applications');
    expect(await screen.findByText(hiringLabels.noApplications)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: labels.browseJobs })).toHaveAttribute(
      'href',
      '/jobs',
    );
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': () => {
        calls += 1;
        return calls === 1 ? new Response('oops', { status: 500 }) : seekerApplications();
      },
    });
    const { user } = renderApp('/applications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loadFailureTexts.server);
    expect(alert).not.toHaveTextContent('oops');
    await user.click(screen.getByRole('button', { name: labels.tryAgain }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', async () => {
    mockApi();
    const { location } = renderApp('/applications');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
  });

  it('tells an admin why no applications are listed, without promising any', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'admin', secondFactor: true }), 'GET /api/applications': [] });
    renderApp('/applications');
    expect(await screen.findByText(screenTexts.adminApplicationsEmpty, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(hiringLabels.noApplicationsSeeker)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: labels.browseJobs })).not.toBeInTheDocument();
  });
});
