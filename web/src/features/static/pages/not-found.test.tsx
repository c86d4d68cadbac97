import { labels, notices } from '@shared/texts.js';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

describe('Unknown paths', () => {
  it("show '404 Page Not Found' inside the site's frame with a way home", async () => {
    mockApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: notices.pageNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.goHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The title is set in an effect, after the heading is drawn.
    await waitFor(() => expect(document.title).toBe(`${notices.pageNotFound} | ${labels.brand}`));
  });
});
