import { THEME_STORAGE_KEY } from '@shared/constants.js';
import { labels } from '@shared/texts.js';
import { screen } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { renderWithProviders } from '@/testing/render.js';
import { ThemeToggle } from './theme-toggle.js';

describe('ThemeToggle', () => {
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
});
