import { labels } from '@shared/texts.js';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { PageRoute } from '@/app/routes.js';
import { mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

const routes: PageRoute[] = [
  { path: '/', page: () => <Link to="/next">Next page</Link> },
  { path: '/next', page: () => <h1>Next</h1> },
];

describe('AppLayout', () => {
  it('frames every page with a skip link, the navigation, main and the footer', async () => {
    mockApi();
    renderApp('/', { routes });
    expect(screen.getByRole('link', { name: labels.skipToContent })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('skips to the content by moving the focus, without a history entry', async () => {
    mockApi();
    const { user } = renderApp('/', { routes });
    await user.click(screen.getByRole('link', { name: labels.skipToContent }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('moves the focus to the new page after a navigation', async () => {
    mockApi();
    const { user } = renderApp('/', { routes });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
