import type { ActiveSession } from '@shared/schemas/sessions.js';
import { sessionListTexts } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { longDate } from '@/lib/long-date.js';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
// Listed by the API as the server keeps them: this device last.
const sessions: ActiveSession[] = [
  {
    id: 'c'.repeat(24),
    device: 'Safari on iOS',
    network: '192.0.2.x',
    place: null,
    signedInAt: dayAgo,
    lastSeenAt: dayAgo,
    current: false,
  },
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
        listed = sessions.filter((session) => session.id !== 'b'.repeat(24));
        return { message: sessionListTexts.sessionEnded };
      },
    });
    const { user } = renderApp('/profile');
    await within(await screen.findByRole('region', { name: sessionListTexts.title })).findByText('Firefox on Windows');
    // This device first and in use; then the others, the most recently used first.
    const devices = within(section())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(devices).toEqual(['Firefox on Windows', 'Safari on iOS', 'Safari on iOS']);
    const [thisRow] = within(section()).getAllByRole('listitem');
    expect(within(thisRow as HTMLElement).getByText(sessionListTexts.thisDevice)).toBeInTheDocument();
    expect(within(thisRow as HTMLElement).getByText(new RegExp(sessionListTexts.activeNow))).toBeInTheDocument();
    expect(within(section()).getByText(/203\.0\.113\.x/)).toBeInTheDocument();
    expect(within(section()).getByText(/Place: Lisbon, Portugal/)).toBeInTheDocument();
    expect(within(section()).getAllByText(new RegExp(sessionListTexts.placeUnknown))).toHaveLength(2);
    // One button per other session, each named apart from the other.
    const buttons = within(section()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      sessionListTexts.signOutOf('Safari on iOS', '198.51.100.x', longDate(hourAgo)),
      sessionListTexts.signOutOf('Safari on iOS', '192.0.2.x', longDate(dayAgo)),
    ]);

    await user.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(within(section()).queryByText(/198\.51\.100\.x/)).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(within(section()).getByText(/192\.0\.2\.x/)).toBeInTheDocument();
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

  it('keeps the list when signing a session out and reading the list again both fail (no connection)', async () => {
    let online = true;
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/user/sessions': () => (online ? sessions : offline()),
      [`DELETE /api/user/sessions/${'b'.repeat(24)}`]: offline,
    });
    const { user } = renderApp('/profile');
    await within(await screen.findByRole('region', { name: sessionListTexts.title })).findByText('Firefox on Windows');
    online = false;
    await user.click(
      within(section()).getByRole('button', {
        name: sessionListTexts.signOutOf('Safari on iOS', '198.51.100.x', longDate(hourAgo)),
      }),
    );
    expect(await screen.findByText(sessionListTexts.signOutFailed)).toBeInTheDocument();
    expect(within(section()).queryByText(sessionListTexts.loadFailed)).not.toBeInTheDocument();
    expect(within(section()).getByText(/198\.51\.100\.x/)).toBeInTheDocument();
    expect(within(section()).getAllByRole('listitem')).toHaveLength(3);
  });
});
