import { defaultClosingDate } from '@shared/closing-date.js';
import { payText } from '@shared/pay/pay-text.js';
import { companyProfileLabels } from '@shared/texts/company-texts.js';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { ownJobModerationTexts, suspensionTexts } from '@shared/texts/moderation-texts.js';
import { hiringLabels, notices, promiseTexts, screenTexts, wrongRoleTexts } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, type MockRequest, mockApi } from '@/testing/api-mock.js';
import { aJob } from '@/testing/fixtures.js';
import { aCompanyUser, anApplication } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

const jobs = () => [
  aJob({ id: 101, title: 'Senior Frontend Engineer', isActive: true }),
  aJob({ id: 102, title: 'Paused Role', isActive: false }),
];

function mockDashboard(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/user': aCompanyUser(), 'GET /api/dashboard/jobs': jobs(), ...routes });
}

/** PUT /api/applications/{id} as the API answers it: the application with its new status. */
const decide =
  (application: Application) =>
  ({ body }: MockRequest) => ({
    ...application,
    status: (body as { status: string }).status,
    statusChangedAt: '2025-03-05T10:00:00.000Z',
  });

describe('Company Dashboard', () => {
  it('lists the posted jobs with their active or inactive badge, and links to post and edit', async () => {
    mockDashboard();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: hiringLabels.dashboardTitle })).toBeInTheDocument();
    // The open tab's panel has an H2, so the job rows' H3 titles do not jump a level.
    expect(screen.getByRole('heading', { level: 2, name: hiringLabels.postedJobs })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: hiringLabels.postedJobs })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: hiringLabels.postNewJob })).toHaveAttribute('href', '/post-job');
    const active = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(active).getByText(hiringLabels.active)).toBeInTheDocument();
    // Its pay among its facts, as the job's card writes it.
    expect(active.textContent).toContain(payText(aJob()));
    expect(
      within(active).getByRole('link', { name: hiringLabels.editJob('Senior Frontend Engineer') }),
    ).toHaveAttribute('href', '/edit-job/101');
    expect(
      within(active).getByRole('link', { name: hiringLabels.viewJob('Senior Frontend Engineer') }),
    ).toHaveAttribute('href', '/job/101');
    const paused = screen.getByRole('article', { name: 'Paused Role' });
    expect(within(paused).getByText(hiringLabels.inactive)).toBeInTheDocument();
    expect(within(paused).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
  });

  it('marks a job past its closing date Expired, and reposts it in one click with a new closing date', async () => {
    const expired = aJob({ id: 103, title: 'Closed Role', isActive: false, closingDate: '2020-01-31' });
    const api = mockDashboard({
      'GET /api/dashboard/jobs': [expired],
      'PUT /api/jobs/103': ({ body }: MockRequest) => ({ ...expired, ...(body as object) }),
    });
    const { user } = renderApp('/dashboard');
    const row = await screen.findByRole('article', { name: 'Closed Role' });
    expect(within(row).getByText(hiringLabels.expired)).toBeInTheDocument();
    expect(row).toHaveTextContent(hiringLabels.closedOn('January 31, 2020'));
    await user.click(within(row).getByRole('button', { name: screenTexts.repostJob('Closed Role') }));
    expect(api.to('/api/jobs/103')[0]?.body).toEqual({ isActive: true, closingDate: defaultClosingDate() });
    expect(await screen.findByText(screenTexts.jobReposted)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText(hiringLabels.active)).toBeInTheDocument());
  });

  it('tells a suspended company why, marks its hidden jobs and offers no action it would be refused', async () => {
    mockDashboard({
      'GET /api/user': {
        ...aCompanyUser(),
        companySuspension: { at: '2025-03-01T10:00:00.000Z', reason: 'Repeated fake postings' },
      },
      'GET /api/dashboard/jobs': [
        aJob({ id: 101, title: 'Senior Frontend Engineer', isActive: true, moderation: ['company-suspended'] }),
      ],
    });
    renderApp('/dashboard');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(suspensionTexts.bannerTitle);
    expect(banner).toHaveTextContent(suspensionTexts.reason('Repeated fake postings'));
    expect(banner).toHaveTextContent(suspensionTexts.meaning);
    expect(screen.getByRole('button', { name: hiringLabels.postNewJob })).toBeDisabled();
    const row = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(row).getByText(suspensionTexts.hiddenJob)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: hiringLabels.editJob('Senior Frontend Engineer') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(row).queryByText(hiringLabels.active)).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: screenTexts.deactivateJob('Senior Frontend Engineer') }),
    ).not.toBeInTheDocument();
  });

  it("shows a job an admin deactivated as such, with the admin's reason, and only what the company can do", async () => {
    mockDashboard({
      'GET /api/dashboard/jobs': [
        aJob({
          id: 101,
          title: 'Senior Frontend Engineer',
          isActive: true,
          moderation: ['deactivated-by-admin'],
          deactivationReason: 'Asks applicants for a fee',
        }),
      ],
    });
    renderApp('/dashboard');
    const row = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(row).getByText(ownJobModerationTexts.badges['deactivated-by-admin'])).toBeInTheDocument();
    expect(within(row).queryByText(hiringLabels.active)).not.toBeInTheDocument();
    expect(row).toHaveTextContent(ownJobModerationTexts.reason('Asks applicants for a fee'));
    expect(row).toHaveTextContent(ownJobModerationTexts.explanations['deactivated-by-admin']);
    // Its page answers 404 and the company's switch cannot list it again: neither is offered.
    expect(within(row).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^(Deactivate|Activate|Repost)/ })).not.toBeInTheDocument();
    // It may still fix the job (the mark stays until an admin lifts it), delete it, or write to the admins.
    expect(within(row).getByRole('link', { name: hiringLabels.editJob('Senior Frontend Engineer') })).toHaveAttribute(
      'href',
      '/edit-job/101',
    );
    expect(within(row).getByRole('button', { name: hiringLabels.deleteJob('Senior Frontend Engineer') })).toBeEnabled();
    expect(within(row).getByRole('link', { name: ownJobModerationTexts.contactUs })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows a job hidden after reports as under review, without View, the switch or "Still hiring?"', async () => {
    mockDashboard({
      'GET /api/dashboard/jobs': [
        aJob({
          id: 101,
          title: 'Senior Frontend Engineer',
          isActive: true,
          moderation: ['hidden-for-review'],
          stillHiringAskedAt: '2025-03-01T10:00:00.000Z',
        }),
      ],
    });
    renderApp('/dashboard');
    const row = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(row).getByText(ownJobModerationTexts.badges['hidden-for-review'])).toBeInTheDocument();
    expect(within(row).queryByText(hiringLabels.active)).not.toBeInTheDocument();
    expect(row).toHaveTextContent(ownJobModerationTexts.explanations['hidden-for-review']);
    expect(within(row).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^(Deactivate|Activate|Repost)/ })).not.toBeInTheDocument();
    expect(within(row).queryByText(promiseTexts.stillHiringTitle)).not.toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: hiringLabels.editJob('Senior Frontend Engineer') }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('shows a job title containing HTML as text', async () => {
    const title = '<img src=x onerror=alert(1)>Evil';
    mockDashboard({ 'GET /api/dashboard/jobs': [aJob({ title })] });
    const { container } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('deletes a job only after confirmation and says so', async () => {
    const api = mockDashboard({ 'DELETE /api/jobs/101': { message: 'The job has been deleted' } });
    const { user } = renderApp('/dashboard');
    const remove = await screen.findByRole('button', { name: hiringLabels.deleteJob('Senior Frontend Engineer') });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: hiringLabels.deleteJobTitle });
    expect(within(dialog).getByRole('button', { name: hiringLabels.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.cancel }));
    expect(api.to('/api/jobs/101')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: hiringLabels.delete }));
    expect(await screen.findByText(notices.jobDeleted)).toBeInTheDocument();
    expect(screen.getByText(notices.jobDeletedText)).toBeInTheDocument();
    expect(api.to('/api/jobs/101')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Senior Frontend Engineer' })).toBeNull());
  });

  it('deactivates a job from its row, and activates it again', async () => {
    const api = mockDashboard({
      'PUT /api/jobs/101': ({ body }: MockRequest) =>
        aJob({ id: 101, title: 'Senior Frontend Engineer', ...(body as object) }),
    });
    const { user } = renderApp('/dashboard');
    await user.click(
      await screen.findByRole(
        'button',
        { name: screenTexts.deactivateJob('Senior Frontend Engineer') },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText(screenTexts.jobDeactivated)).toBeInTheDocument();
    expect(api.to('/api/jobs/101')[0]?.body).toEqual({ isActive: false });
    const row = screen.getByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(row).getByText(hiringLabels.inactive)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: screenTexts.activateJob('Senior Frontend Engineer') }));
    await waitFor(() => expect(within(row).getByText(hiringLabels.active)).toBeInTheDocument());
    expect(api.to('/api/jobs/101')[1]?.body).toEqual({ isActive: true });
  });

  it('keeps the job as it was and says so when deactivating fails', async () => {
    mockDashboard({ 'PUT /api/jobs/101': () => json({ message: 'down' }, { status: 500 }) });
    const { user } = renderApp('/dashboard');
    const name = screenTexts.deactivateJob('Senior Frontend Engineer');
    await user.click(await screen.findByRole('button', { name }, { timeout: 10_000 }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(screenTexts.jobStateFailed);
    expect(toast).toHaveTextContent(screenTexts.jobStateFailedText);
    const row = screen.getByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(row).getByText(hiringLabels.active)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name })).toBeEnabled());
  });

  it("says the API's own words when it refuses a deactivation a person can act on", async () => {
    const refusal = 'This job was changed meanwhile: reload to see it as it is.';
    mockDashboard({ 'PUT /api/jobs/101': () => json({ message: refusal }, { status: 409 }) });
    const { user } = renderApp('/dashboard');
    const name = screenTexts.deactivateJob('Senior Frontend Engineer');
    await user.click(await screen.findByRole('button', { name }, { timeout: 10_000 }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(screenTexts.jobStateFailed);
    expect(toast).toHaveTextContent(refusal);
  });

  it('keeps the job and says so when deleting fails', async () => {
    mockDashboard({ 'DELETE /api/jobs/101': () => json({ message: 'down' }, { status: 500 }) });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: hiringLabels.deleteJob('Senior Frontend Engineer') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: hiringLabels.delete }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(notices.deleteJobFailed);
    expect(toast).toHaveTextContent(notices.deleteJobFailedText);
    expect(screen.getByRole('article', { name: 'Senior Frontend Engineer' })).toBeInTheDocument();
  });

  it('offers posting a first job when there is none', async () => {
    mockDashboard({ 'GET /api/dashboard/jobs': [] });
    renderApp('/dashboard');
    expect(await screen.findByText(hiringLabels.noPostedJobs)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: hiringLabels.postNewJob })).toHaveLength(2);
  });

  it('lists applications with approve and reject only while pending and the job exists', async () => {
    const pending = anApplication();
    mockDashboard({
      'GET /api/applications': [
        pending,
        anApplication({ id: 502, applicantName: 'Ada Approved', status: 'approved' }),
        anApplication({ id: 503, applicantName: 'Rita Removed', jobRemoved: true }),
      ],
      'PUT /api/applications/501': decide(pending),
    });
    const { user } = renderApp('/dashboard?tab=applications');
    const table = await screen.findByRole('table', { name: hiringLabels.applications });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      hiringLabels.statusLabels.pending,
      hiringLabels.statusLabels.approved,
      `${hiringLabels.statusLabels.pending}${hiringLabels.jobRemoved}`,
    ]);
    expect(within(rows[0] as HTMLElement).getByText('jamie@example.com')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('March 4, 2025')).toBeInTheDocument();
    const view = within(rows[0] as HTMLElement).getByRole('link', { name: /View details/ });
    expect(view).toHaveAttribute('href', '/application/501');
    expect(screen.getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Reject/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: hiringLabels.approveFor('Jamie Seeker') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: hiringLabels.approve }));
    expect(await screen.findByText(notices.statusUpdated)).toBeInTheDocument();
    expect(screen.getByText(notices.statusUpdatedText('approved'))).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(hiringLabels.statusLabels.approved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('opens a decided application from the list with the skills the job asks for', async () => {
    const pending = anApplication({ viewedAt: '2025-03-05T08:00:00.000Z' });
    const skillComparison = { found: ['React'], notFound: ['GraphQL'], cvUnread: false, nothingToCompare: false };
    const api = mockDashboard({
      'GET /api/applications': [pending],
      'PUT /api/applications/501': decide(pending),
      'GET /api/applications/501': () => ({ ...pending, status: 'approved', skillComparison }),
    });
    const { user } = renderApp('/dashboard?tab=applications');
    await user.click(await screen.findByRole('button', { name: hiringLabels.approveFor('Jamie Seeker') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: hiringLabels.approve }));
    expect(await screen.findByText(notices.statusUpdated)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /View details/ }));
    const article = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
    // The decision's answer has no comparison: the page asks for the whole application, not the list's copy.
    expect(
      await within(article).findByRole('heading', { level: 2, name: matchingLabels.skillsAsked }),
    ).toBeInTheDocument();
    expect(api.to('/api/applications/501').filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('shows why a decision failed and the application as it now is', async () => {
    const pending = anApplication();
    let current = pending;
    mockDashboard({
      'GET /api/applications': () => [current],
      'GET /api/applications/501': () => current,
      'PUT /api/applications/501': () => {
        current = { ...pending, status: 'rejected' };
        return json(
          {
            message:
              'This application has already been rejected; only pending applications can be approved or rejected',
          },
          { status: 409 },
        );
      },
    });
    const { user } = renderApp('/dashboard?tab=applications');
    await user.click(await screen.findByRole('button', { name: hiringLabels.approveFor('Jamie Seeker') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: hiringLabels.approve }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(notices.statusUpdateFailed);
    expect(toast).toHaveTextContent('This application has already been rejected');
    expect(await screen.findByText(hiringLabels.statusLabels.rejected)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('says the general failure text when a decision fails on the server', async () => {
    mockDashboard({
      'GET /api/applications': [anApplication()],
      'PUT /api/applications/501': () => json({ message: 'boom' }, { status: 500 }),
    });
    const { user } = renderApp('/dashboard?tab=applications');
    await user.click(await screen.findByRole('button', { name: hiringLabels.rejectFor('Jamie Seeker') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: hiringLabels.reject }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notices.statusUpdateFailedText);
  });

  it('shows the company profile read-only, with Edit Profile leading to /profile', async () => {
    mockDashboard();
    const { user, query } = renderApp('/dashboard');
    await user.click(await screen.findByRole('tab', { name: hiringLabels.companyProfile }));
    expect(query()).toEqual({ tab: 'profile' });
    const panel = screen.getByRole('tabpanel');
    for (const text of ['Nora Hire', 'jamie@example.com', 'northwind', 'Company', 'Northwind Labs']) {
      expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: hiringLabels.editProfile })).toHaveAttribute('href', '/profile');
    expect(within(panel).getByRole('link', { name: companyProfileLabels.editCompanyPage })).toHaveAttribute(
      'href',
      '/company-profile',
    );
  });

  it('tells a job seeker it is for company accounts instead of showing it', async () => {
    mockApi({ 'GET /api/user': { ...aCompanyUser(), role: 'job_seeker' } });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: wrongRoleTexts.companyOnlyTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: hiringLabels.dashboardTitle })).not.toBeInTheDocument();
  });
});
