import { labels } from '@shared/texts.js';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';
import { clearSignedInMarker, hasSignedInMarker } from './signed-in-marker.js';

describe('the session', () => {
  it('is not asked for without the signed-in marker: a visitor is signed out without a failing request', async () => {
    clearSignedInMarker();
    const api = mockApi({ 'GET /api/user': aUser() });
    renderApp('/');
    expect(await screen.findAllByRole('link', { name: labels.signIn, hidden: true })).not.toHaveLength(0);
    expect(api.to('/api/user')).toHaveLength(0);
  });

  it('is asked for with the marker, and a 401 clears the marker so the next load does not ask', async () => {
    const api = mockApi({ 'GET /api/user': () => json({ message: 'Please sign in to continue' }, { status: 401 }) });
    renderApp('/');
    await waitFor(() => expect(api.to('/api/user')).toHaveLength(1));
    await waitFor(() => expect(hasSignedInMarker()).toBe(false));
  });

  it('reads the signed-in user when the marker is there', async () => {
    mockApi({ 'GET /api/user': aUser() });
    renderApp('/');
    expect(await screen.findByRole('button', { name: labels.myAccount })).toBeInTheDocument();
  });
});
