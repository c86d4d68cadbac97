import type { ActiveSession } from '@shared/schemas/sessions.js';
import { sessionListTexts } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
const sessions: ActiveSession[] = [
  {
    id: 'a'.repeat(24),
    device: 'Firefox on Windows',
    network: '203.0.113.x',
    place: 'Lisbon, Portugal',
    signedInAt: hourAgo,
    lastSeenAt: hourAgo,
    current: true,
  },
  {
    id: 'b'.repeat(24),
    device: 'Safari on iOS',
    network: '198.51.100.x',
    place: null,
    signedInAt: hourAgo,
    lastSeenAt: hourAgo,
    current: false,
  },
];
const section = () => screen.getByRole('region', { name: sessionListTexts.title });

describe('Profile: where you are signed in', () => {
  it('lists the sessions, this one marked, and signs out another with DELETE, then reads the list again', async () => {
    let listed = sessions;
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/user/sessions': () => listed,
      [`DELETE /api/user/sessions/${'b'.repeat(24)}`]: () => {
        listed = sessions.slice(0, 1);
        return { message: sessionListTexts.sessionEnded };
      },
    });
    const { user } = renderApp('/profile');
    expect(
      await within(await screen.findByRole('region', { name: sessionListTexts.title })).findByText('Safari on iOS'),
    ).toBeInTheDocument();
    expect(within(section()).getByText(sessionListTexts.thisDevice)).toBeInTheDocument();
    expect(within(section()).getByText(/203\.0\.113\.x/)).toBeInTheDocument();
    expect(within(section()).getByText(/Place: Lisbon, Portugal/)).toBeInTheDocument();
    expect(within(section()).getByText(new RegExp(sessionListTexts.placeUnknown))).toBeInTheDocument();
    expect(within(section()).getAllByRole('button')).toHaveLength(1);

    await user.click(within(section()).getByRole('button', { name: sessionListTexts.signOutOf('Safari on iOS') }));
    await waitFor(() => expect(within(section()).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(within(section()).getByText(sessionListTexts.empty)).toBeInTheDocument();
  });

  it('says so when the list cannot load', async () => {
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/user/sessions': () => json({ message: 'Internal server error' }, { status: 500 }),
    });
    renderApp('/profile');
    expect(
      await within(await screen.findByRole('region', { name: sessionListTexts.title })).findByText(
        sessionListTexts.loadFailed,
      ),
    ).toBeInTheDocument();
  });
});
