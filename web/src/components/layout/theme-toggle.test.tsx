import { THEME_STORAGE_KEY } from '@shared/constants.js';
import { labels } from '@shared/texts.js';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers.js';
import { mockApi } from '@/testing/api-mock.js';
import { renderWithProviders } from '@/testing/render.js';
import { ThemeToggle } from './theme-toggle.js';

/** The switch as a page painted from the server's HTML shows it: no app running, the page's own styles only. */
function paintFromHtml() {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <AppProviders swrCache={() => new Map()}>
      <ThemeToggle />
    </AppProviders>,
  );
  document.body.append(root);
}

describe('ThemeToggle', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.className = '';
  });

  it('starts light, switches to dark and back, storing the choice under jobboard-theme', async () => {
    mockApi();
    const { user } = renderWithProviders(<ThemeToggle />);
    expect(document.documentElement).toHaveClass('light');
    await user.click(screen.getByRole('button', { name: labels.toDarkMode }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: labels.toLightMode }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
  });

  it('starts in the stored mode', () => {
    mockApi();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWithProviders(<ThemeToggle />);
    expect(screen.getByRole('button', { name: labels.toLightMode })).toBeInTheDocument();
  });

  it('shows and names the stored dark theme on a page painted from its HTML, before the app has started', () => {
    // What the head script does for a visitor who chose dark; the HTML was rendered without knowing it.
    document.documentElement.className = 'dark';
    paintFromHtml();
    expect(screen.getByRole('button', { name: labels.toLightMode })).toBeInTheDocument();
    expect(screen.getByTestId('LightModeIcon')).toBeVisible();
    expect(screen.getByTestId('DarkModeIcon')).not.toBeVisible();
  });

  it('reads light on such a page when the visitor chose light, or nothing yet', () => {
    paintFromHtml();
    expect(screen.getByRole('button', { name: labels.toDarkMode })).toBeInTheDocument();
    expect(screen.getByTestId('DarkModeIcon')).toBeVisible();
    document.documentElement.className = 'light';
    expect(screen.getByRole('button', { name: labels.toDarkMode })).toBeInTheDocument();
  });
});
