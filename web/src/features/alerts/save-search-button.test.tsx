import { alertLabels } from '@shared/texts/alert-texts.js';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

/** The session's answer, held back until the test lets it go. */
function heldSession(answer: () => unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: async () => gate.then(answer), release: () => release() };
}

const saveSearchText = () => screen.getByText(alertLabels.saveSearch).closest('button') as HTMLElement;

describe("The jobs list's Save search button", () => {
  it('holds its place, unseen and out of reach, until the session says who is looking', async () => {
    const session = heldSession(() => new Response(JSON.stringify({ message: 'Please sign in' }), { status: 401 }));
    mockApi({ 'GET /api/jobs': [], 'GET /api/user': session.handler });
    renderApp('/jobs');
    expect(await screen.findByText(alertLabels.saveSearch)).toBeInTheDocument();
    expect(saveSearchText()).not.toBeVisible();
    expect(screen.queryByRole('button', { name: alertLabels.saveSearch })).not.toBeInTheDocument();

    session.release();
    expect(await screen.findByRole('button', { name: alertLabels.saveSearch })).toBeVisible();
  });

  it('is gone for a company account once the session has come', async () => {
    const session = heldSession(() => aUser({ role: 'company' }));
    mockApi({ 'GET /api/jobs': [], 'GET /api/user': session.handler });
    renderApp('/jobs');
    expect(await screen.findByText(alertLabels.saveSearch)).toBeInTheDocument();

    session.release();
    await waitFor(() => expect(screen.queryByText(alertLabels.saveSearch)).not.toBeInTheDocument());
  });
});
