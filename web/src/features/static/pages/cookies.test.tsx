/**
 * The cookie page says what the site really stores: it lists every entry of shared/browser-storage.ts, and what the
 * site writes to the browser's storage while it is used (theme chosen, a job viewed) is all on that list. The
 * cookies the API sets are held to the same list by functions/routes/cookies-listed.test.ts.
 */
import { durationWords, isListed, storedItems } from '@shared/browser-storage.js';
import { SESSION_COOKIE_SECURE, SESSION_LIFETIME_SECONDS } from '@shared/constants.js';
import { labels } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { mockApi } from '@/testing/api-mock.js';
import { aJob } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const keysOf = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) as string);

describe('the cookie page', () => {
  it('lists every cookie and storage key with its kind, purpose and lifetime, and nothing the site does not set', async () => {
    mockApi();
    renderApp('/cookies');
    const table = await screen.findByRole('table', { name: 'Cookies and storage we use' });
    const rows = (within(table).getAllByRole('row') as HTMLTableRowElement[]).slice(1);
    expect(rows.map((row) => [...row.cells].map((cell) => cell.textContent))).toEqual(
      storedItems.map((item) => [`${item.name}${item.kind}`, item.purpose, item.lifetime]),
    );
    expect(within(table).getByText(SESSION_COOKIE_SECURE)).toBeInTheDocument();
    // The session cookie and the signed-in marker live as long.
    expect(within(table).getAllByText(durationWords(SESSION_LIFETIME_SECONDS))).toHaveLength(2);
    const page = document.body.textContent ?? '';
    // The words never count fewer cookies than the table lists.
    const cookieRows = storedItems.filter((item) => item.kind === 'Cookie').length;
    expect({ saysOneCookie: /\bone cookie\b/i.test(page), cookieRows }).toEqual({
      saysOneCookie: cookieRows === 1,
      cookieRows,
    });
    for (const invented of [
      'session_id',
      'user_preferences',
      'analytics_id',
      'marketing_tracker',
      'with your consent',
    ]) {
      expect(page).not.toContain(invented);
    }
  });

  it('covers everything the site stores while it is used: a theme chosen, a job viewed', async () => {
    localStorage.clear();
    sessionStorage.clear();
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
    const api = mockApi({ 'GET /api/jobs/101': aJob({ id: 101 }) });
    const { user } = renderApp('/job/101');
    await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' });
    await user.click(screen.getByRole('button', { name: labels.toDarkMode }));
    await waitFor(() => expect(keysOf(sessionStorage)).toHaveLength(1));
    await waitFor(() => expect(api.to('/api/user').length).toBeGreaterThan(0));

    const stored = [
      ...keysOf(localStorage).map((key) => ['Local storage', key] as const),
      ...keysOf(sessionStorage).map((key) => ['Session storage', key] as const),
    ];
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const [kind, key] of stored)
      expect({ kind, key, listed: isListed(kind, key) }).toEqual({ kind, key, listed: true });
  });
});

describe('durationWords', () => {
  it.each([
    [7 * 24 * 60 * 60, '7 days'],
    [24 * 60 * 60, '1 day'],
    [2 * 60 * 60, '2 hours'],
    [30 * 60, '30 minutes'],
    [90, '90 seconds'],
  ])('%i seconds read "%s"', (seconds, words) => {
    expect(durationWords(seconds)).toBe(words);
  });
});
