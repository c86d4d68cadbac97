import { ROLE_LABELS } from '@shared/constants.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { screen } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

describe('Pricing', () => {
  it("opens the Register tab with the company role chosen from a plan's Get Started", async () => {
    mockApi();
    const { user, location } = renderApp('/pricing');
    const [getStarted] = await screen.findAllByRole('link', { name: 'Get Started' }, { timeout: 10_000 });
    await user.click(getStarted as HTMLElement);
    expect(location().pathname).toBe('/auth');
    expect(location().search).toBe('?tab=register&role=company');
    expect(
      await screen.findByRole('tab', { name: accountLabels.register, selected: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: new RegExp(ROLE_LABELS.company) })).toBeChecked();
  });
});
