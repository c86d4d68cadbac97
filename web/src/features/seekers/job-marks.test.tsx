import { jobMarkLabels } from '@shared/texts/job-mark-texts.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { clearSignedInMarker } from '@/api/signed-in-marker.js';
import { JobGrid } from '@/features/jobs';
import { json, mockApi } from '@/testing/api-mock.js';
import { aJobSummary, aUser } from '@/testing/fixtures.js';
import { anApplication } from '@/testing/hiring-fixtures.js';
import { renderWithProviders } from '@/testing/render.js';
import { JobMarks } from './job-marks.js';

const jobs = [
  aJobSummary({ id: 1, title: 'Kiln Operator' }),
  aJobSummary({ id: 2, title: 'Night Porter' }),
  aJobSummary({ id: 3, title: 'Data Steward' }),
];

const card = (title: string) => screen.getByRole('article', { name: title });
const bookmark = (title: string) => within(card(title)).getByRole('button', { name: jobMarkLabels.save(title) });

describe('JobMarks in a grid of cards (read once for the grid)', () => {
  it("shows each card's own marks to a seeker and saves the job whose bookmark is pressed", async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [
        anApplication({ jobId: 1, jobTitle: 'Kiln Operator' }),
        anApplication({ jobId: 3, jobTitle: 'Data Steward', status: 'withdrawn' }),
      ],
      'GET /api/saved-jobs/ids': { jobIds: [2] },
      'PUT /api/saved-jobs/3': { jobId: 3, saved: true },
    });
    const { user } = renderWithProviders(<JobGrid jobs={jobs} />);

    await waitFor(() => expect(bookmark('Night Porter')).toHaveAttribute('aria-pressed', 'true'));
    expect(await within(card('Kiln Operator')).findByText(jobMarkLabels.applied)).toBeInTheDocument();
    expect(within(card('Data Steward')).getByText(jobMarkLabels.withdrawn)).toBeInTheDocument();
    expect(within(card('Night Porter')).queryByText(jobMarkLabels.applied)).not.toBeInTheDocument();
    expect(bookmark('Kiln Operator')).toHaveAttribute('aria-pressed', 'false');

    await user.click(bookmark('Data Steward'));
    expect(bookmark('Data Steward')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.to('/api/saved-jobs/3').map((request) => request.method)).toEqual(['PUT']));
    expect(bookmark('Kiln Operator')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out visitor to sign in, and back to the list after', async () => {
    clearSignedInMarker();
    mockApi({});
    const { user, location } = renderWithProviders(<JobGrid jobs={jobs} />, '/jobs?search=kiln');
    await user.click(await screen.findByRole('button', { name: jobMarkLabels.save('Kiln Operator') }));
    expect(location().pathname).toBe('/auth');
    expect(location().state).toMatchObject({ from: { pathname: '/jobs', search: '?search=kiln' }, reason: 'save' });
  });

  it('shows a company no marks', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'company' }) });
    renderWithProviders(<JobGrid jobs={jobs} />);
    await screen.findByRole('article', { name: 'Kiln Operator' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument());
  });
});

describe('JobMarks on its own (a job page)', () => {
  it('reads the seeker and their saved jobs itself, and takes a saved job off', async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      'GET /api/saved-jobs/ids': { jobIds: [7] },
      'DELETE /api/saved-jobs/7': { jobId: 7, saved: false },
    });
    const { user } = renderWithProviders(<JobMarks job={{ id: 7, title: 'Glass Blower' }} />);
    const button = await screen.findByRole('button', { name: jobMarkLabels.save('Glass Blower') });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.to('/api/saved-jobs/7').map((request) => request.method)).toEqual(['DELETE']));
  });
});

describe('JobMarks by keyboard', () => {
  it('keeps the focus on the bookmark while the change is sent, and says the kept change', async () => {
    let answer = () => {};
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      'GET /api/saved-jobs/ids': { jobIds: [] },
      'PUT /api/saved-jobs/3': () =>
        new Promise((resolve) => {
          answer = () => resolve({ jobId: 3, saved: true });
        }),
      'DELETE /api/saved-jobs/3': { jobId: 3, saved: false },
    });
    const { user } = renderWithProviders(<JobGrid jobs={jobs} />);
    await waitFor(() => expect(bookmark('Data Steward')).toHaveAttribute('aria-pressed', 'false'));
    act(() => bookmark('Data Steward').focus());
    await user.keyboard('{Enter}');
    // Busy, not disabled: a browser takes the focus off a disabled button.
    expect(bookmark('Data Steward')).toHaveAttribute('aria-disabled', 'true');
    expect(bookmark('Data Steward')).not.toBeDisabled();
    expect(bookmark('Data Steward')).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    act(() => answer());
    await waitFor(() => expect(status).toHaveTextContent(jobMarkLabels.savedNotice('Data Steward')));
    expect(bookmark('Data Steward')).not.toHaveAttribute('aria-disabled');
    expect(bookmark('Data Steward')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent(jobMarkLabels.removedNotice('Data Steward')));
    expect(bookmark('Data Steward')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('JobMarks when the change fails', () => {
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it('puts a saved job back when saving it cannot reach the server, and says saving failed', async () => {
    let online = true;
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      // Offline, reading the ids again fails too: the bookmark must not wait for that answer to be right.
      'GET /api/saved-jobs/ids': () => (online ? { jobIds: [2] } : offline()),
      'PUT /api/saved-jobs/3': offline,
    });
    const { user } = renderWithProviders(<JobGrid jobs={jobs} />);
    await waitFor(() => expect(bookmark('Night Porter')).toHaveAttribute('aria-pressed', 'true'));

    online = false;
    await user.click(bookmark('Data Steward'));
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMarkLabels.saveFailed);
    await waitFor(() => expect(bookmark('Data Steward')).toHaveAttribute('aria-pressed', 'false'));
    expect(bookmark('Night Porter')).toHaveAttribute('aria-pressed', 'true');
    expect(api.to('/api/saved-jobs/3').map((request) => request.method)).toEqual(['PUT']);
  });

  it('keeps a job saved when removing it cannot reach the server, and says removing failed', async () => {
    let online = true;
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      'GET /api/saved-jobs/ids': () => (online ? { jobIds: [7] } : offline()),
      'DELETE /api/saved-jobs/7': offline,
    });
    const { user } = renderWithProviders(<JobMarks job={{ id: 7, title: 'Glass Blower' }} />);
    const button = await screen.findByRole('button', { name: jobMarkLabels.save('Glass Blower') });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));

    online = false;
    await user.click(button);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(jobMarkLabels.removeFailed);
    expect(toast).not.toHaveTextContent(jobMarkLabels.saveFailed);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });

  it('reads the saved ids again after a refusal (500), and shows what the server holds', async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [],
      'GET /api/saved-jobs/ids': { jobIds: [2] },
      'PUT /api/saved-jobs/3': json({ message: 'Internal error' }, { status: 500 }),
    });
    const { user } = renderWithProviders(<JobGrid jobs={jobs} />);
    await waitFor(() => expect(bookmark('Night Porter')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(bookmark('Data Steward'));
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMarkLabels.saveFailed);
    await waitFor(() => expect(api.to('/api/saved-jobs/ids')).toHaveLength(2));
    expect(bookmark('Data Steward')).toHaveAttribute('aria-pressed', 'false');
  });
});
