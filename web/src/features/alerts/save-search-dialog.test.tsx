import { alertLabels, alertMessages } from '@shared/texts/alert-texts.js';
import { hiringLabels } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

describe('Save this search as an alert', () => {
  it("asks a visitor for a name and sends the address as typed, without the edges' spaces", async () => {
    const api = mockApi({
      'GET /api/jobs': [],
      'POST /api/alerts/subscribe': { message: 'Check your inbox' },
    });
    const { user } = renderApp('/jobs?search=react');
    await user.click(await screen.findByRole('button', { name: alertLabels.saveSearch }));
    const dialog = await screen.findByRole('dialog', { name: alertLabels.saveSearchTitle });
    const name = within(dialog).getByRole('textbox', { name: alertLabels.alertName });
    await user.clear(name);
    await user.type(within(dialog).getByRole('textbox', { name: alertLabels.email }), '  ada@example.com ');
    await user.click(within(dialog).getByRole('button', { name: alertLabels.subscribe }));
    expect(await within(dialog).findByText(alertMessages.nameRequired)).toBeInTheDocument();
    expect(api.to('/api/alerts/subscribe')).toHaveLength(0);

    await user.type(name, 'React jobs{Enter}');
    expect(await within(dialog).findByText('Check your inbox')).toBeInTheDocument();
    // The fields and Subscribe went: Close, the one button left, has the focus, not the dialog's box.
    expect(within(dialog).queryByRole('button', { name: alertLabels.subscribe })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: hiringLabels.close })).toHaveFocus();
    await waitFor(() =>
      expect(api.to('/api/alerts/subscribe')[0]?.body).toEqual({
        name: 'React jobs',
        frequency: 'daily',
        email: 'ada@example.com',
        filters: { search: 'react' },
      }),
    );
  });
});
