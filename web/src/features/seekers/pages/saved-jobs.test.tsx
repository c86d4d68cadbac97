import type { SavedJob } from '@shared/schemas/saved-jobs.js';
import { jobMarkLabels } from '@shared/texts/job-mark-texts.js';
import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { labels } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aJobSummary, aUser, jobSummaries } from '@/testing/fixtures.js';
import { anApplication } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

const saved = (overrides: Partial<SavedJob> & { title: string; id: number }): SavedJob => ({
  jobId: overrides.id,
  savedAt: '2025-03-04T10:00:00.000Z',
  state: overrides.state ?? 'open',
  job: aJobSummary({ id: overrides.id, title: overrides.title }),
});

describe('Saved jobs', () => {
  it('lists saved jobs with closed ones marked, the Applied mark, and loads the next page by cursor', async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [anApplication({ jobId: 11, jobTitle: 'Platform Engineer' })],
      'GET /api/saved-jobs/ids': { jobIds: [11, 12, 13] },
      'GET /api/saved-jobs': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? [saved({ id: 13, title: 'Data Steward' })]
          : json(
              [
                saved({ id: 11, title: 'Platform Engineer' }),
                saved({ id: 12, title: 'Night Porter', state: 'closed' }),
              ],
              {
                headers: { 'x-next-cursor': 'page-2' },
              },
            ),
    });
    const { user } = renderApp('/saved-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: seekerLabels.savedJobsTitle })).toBeInTheDocument();
    const platform = (await screen.findByRole('article', { name: 'Platform Engineer' })) as HTMLElement;
    // One heading of the page's name (no hidden second one), the jobs' titles right under it.
    expect(screen.getAllByRole('heading', { name: seekerLabels.savedJobsTitle })).toHaveLength(1);
    expect(within(platform).getByRole('heading', { level: 2, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(within(platform).getByRole('link', { name: 'Platform Engineer' })).toHaveAttribute('href', '/job/11');
    expect(await within(platform).findByText(jobMarkLabels.applied)).toBeInTheDocument();
    expect(within(platform).getByRole('button', { name: jobMarkLabels.save('Platform Engineer') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const porter = screen.getByRole('article', { name: 'Night Porter' });
    expect(within(porter).getByText(seekerLabels.noLongerActive)).toBeInTheDocument();
    expect(within(porter).queryByRole('link', { name: 'Night Porter' })).not.toBeInTheDocument();
    expect(within(porter).queryByText(jobMarkLabels.applied)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: seekerLabels.loadMore }));
    expect(await screen.findByRole('article', { name: 'Data Steward' })).toBeInTheDocument();
    expect(api.to('/api/saved-jobs').map((request) => request.url.searchParams.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);
  });

  it('says when nothing is saved yet and where to find jobs', async () => {
    mockApi({ 'GET /api/user': aUser(), 'GET /api/saved-jobs': [], 'GET /api/saved-jobs/ids': { jobIds: [] } });
    renderApp('/saved-jobs');
    expect(await screen.findByText(seekerLabels.savedJobsEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: seekerLabels.browseJobs })).toHaveAttribute('href', '/jobs');
  });

  it('removes a job from the list when its bookmark is pressed', async () => {
    let list = [saved({ id: 21, title: 'Kiln Operator' })];
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      'GET /api/saved-jobs/ids': { jobIds: [21] },
      'GET /api/saved-jobs': () => list,
      'DELETE /api/saved-jobs/21': () => {
        list = [];
        return { jobId: 21, saved: false };
      },
    });
    const { user } = renderApp('/saved-jobs');
    await user.click(await screen.findByRole('button', { name: jobMarkLabels.save('Kiln Operator') }));
    await waitFor(() => expect(api.to('/api/saved-jobs/21').map((request) => request.method)).toEqual(['DELETE']));
    expect(await screen.findByText(seekerLabels.savedJobsEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('bookmark on job cards', () => {
  it('saves a job from the list with one request, without asking per card', async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      'GET /api/jobs': jobSummaries(5),
      'GET /api/saved-jobs/ids': { jobIds: [] },
      'PUT /api/saved-jobs/2': { jobId: 2, saved: true },
    });
    const { user } = renderApp('/jobs');
    // The first test to open the jobs screen waits for its code too.
    const heading = await screen.findByRole('heading', { name: 'Job number 2' }, { timeout: 10_000 });
    const card = heading.closest('article') as HTMLElement;
    const second = within(card).getByRole('button', { name: /^Save / });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await user.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    expect(api.to('/api/saved-jobs/2').map((request) => request.method)).toEqual(['PUT']);
    expect(api.to('/api/saved-jobs/ids')).toHaveLength(1);
    expect(api.to('/api/applications')).toHaveLength(1);
  });

  it('says why a save was refused and shows the bookmark off again', async () => {
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      'GET /api/jobs': jobSummaries(1),
      'GET /api/saved-jobs/ids': { jobIds: [] },
      'PUT /api/saved-jobs/1': json(
        { message: 'You can keep at most 500 saved jobs; remove one to save another' },
        { status: 409 },
      ),
    });
    const { user } = renderApp('/jobs');
    const button = await screen.findByRole('button', { name: jobMarkLabels.save('Job number 1') });
    await user.click(button);
    expect(
      await screen.findByText('You can keep at most 500 saved jobs; remove one to save another'),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });

  it('sends a signed-out visitor to sign in and back, without asking for saved jobs', async () => {
    const api = mockApi({ 'GET /api/jobs': jobSummaries(1) });
    const { user, location } = renderApp('/jobs');
    await user.click(await screen.findByRole('button', { name: jobMarkLabels.save('Job number 1') }));
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().state).toMatchObject({ from: { pathname: '/jobs' } });
    expect(api.to('/api/saved-jobs/ids')).toHaveLength(0);
  });

  it('shows a company no bookmark', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'company' }), 'GET /api/jobs': jobSummaries(1) });
    renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 1' });
    await screen.findByRole('button', { name: labels.myAccount });
    expect(screen.queryByRole('button', { name: jobMarkLabels.save('Job number 1') })).not.toBeInTheDocument();
  });
});
