import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { setSignedInMarker } from '@/api/signed-in-marker.js';
import { mockApi } from '@/testing/api-mock.js';
import { aJob } from '@/testing/fixtures.js';
import { aCompanyUser } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

/** Opens the job page and waits until the page (and the session answer) are in. */
async function openJob(routes: Parameters<typeof mockApi>[0] = {}) {
  // As a browser with a session cookie: the page asks who it is (a 401 before clears the marker).
  setSignedInMarker();
  const api = mockApi({ 'GET /api/jobs/101': aJob({ id: 101, companyId: 7 }), ...routes });
  const view = renderApp('/job/101');
  await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' });
  await waitFor(() => expect(api.to('/api/user').length).toBeGreaterThan(0));
  return view;
}

describe('the job page view beacon', () => {
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  it("sends one beacon per job per browser session, to the job's views route", async () => {
    const first = await openJob();
    await waitFor(() => expect(beacon).toHaveBeenCalledWith('/api/jobs/101/views'));
    first.unmount();
    await openJob();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("sends none for the job's own company", async () => {
    await openJob({ 'GET /api/user': aCompanyUser() });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(beacon).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('sends none from a crawler', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    await openJob();
    expect(beacon).not.toHaveBeenCalled();
  });
});
