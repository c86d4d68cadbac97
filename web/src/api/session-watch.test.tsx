import { labels, sessionNotices } from '@shared/texts.js';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

describe('an ended session', () => {
  it('is noticed from any call answering 401: the user is forgotten and told why', async () => {
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': () => json({ message: 'Please sign in to continue' }, { status: 401 }),
    });
    const { location } = renderApp('/applications');
    expect(await screen.findByText(sessionNotices.sessionEnded, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(sessionNotices.sessionEndedText)).toBeInTheDocument();
    // The guard now sees a signed-out visitor and sends them to sign in, back here afterwards.
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().state).toMatchObject({ from: { pathname: '/applications' } });
    expect(screen.queryByRole('button', { name: labels.myAccount })).not.toBeInTheDocument();
  });

  it('is not claimed for a failed sign-in', async () => {
    mockApi({ 'POST /api/login': () => json({ message: 'Invalid username or password' }, { status: 401 }) });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText(/Username/, {}, { timeout: 10_000 }), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Login failed');
    expect(screen.queryByText(sessionNotices.sessionEnded)).not.toBeInTheDocument();
  });
});
