import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { hiringLabels, loadFailureTexts } from '@shared/texts.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { anApplication } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

describe('withdrawing an application', () => {
  it('asks first, then shows the application as withdrawn', async () => {
    const pending = anApplication({ id: 501, jobTitle: 'Senior Frontend Engineer' });
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': [pending, anApplication({ id: 502, jobTitle: 'Tech Writer', status: 'approved' })],
      'POST /api/applications/501/withdraw': { ...pending, status: 'withdrawn', statusChangedAt: pending.submittedAt },
    });
    const { user } = renderApp('/applications');
    const table = await screen.findByRole('table', { name: hiringLabels.seekerSubtitle });
    // Only the pending application can be withdrawn.
    expect(within(table).getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: seekerLabels.withdrawFor('Senior Frontend Engineer') }));
    const dialog = await screen.findByRole('alertdialog', { name: seekerLabels.withdrawTitle });
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.cancel }));
    expect(api.to('/api/applications/501/withdraw')).toHaveLength(0);

    // The list is hidden from assistive technology until the closing dialog has gone.
    await user.click(
      await within(table).findByRole('button', { name: seekerLabels.withdrawFor('Senior Frontend Engineer') }),
    );
    await user.click(await screen.findByRole('button', { name: seekerLabels.withdrawConfirm }));
    expect(await within(table).findByText(hiringLabels.statusLabels.withdrawn)).toBeInTheDocument();
    expect(api.to('/api/applications/501/withdraw').map((request) => request.method)).toEqual(['POST']);
    await waitFor(() => expect(within(table).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument());
  });

  it("says so when the company decided first, and shows the company's decision", async () => {
    let current = anApplication({ id: 601 });
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': () => [current],
      'GET /api/applications/601': () => current,
      'POST /api/applications/601/withdraw': () => {
        current = { ...current, status: 'approved' };
        return json(
          { message: 'This application has already been approved; only pending applications can be withdrawn' },
          { status: 409 },
        );
      },
    });
    const { user } = renderApp('/applications');
    const table = await screen.findByRole('table', { name: hiringLabels.seekerSubtitle });
    await user.click(within(table).getByRole('button', { name: /^Withdraw/ }));
    await user.click(await screen.findByRole('button', { name: seekerLabels.withdrawConfirm }));
    expect(
      await screen.findByText('This application has already been approved; only pending applications can be withdrawn'),
    ).toBeInTheDocument();
    expect(await within(table).findByText(hiringLabels.statusLabels.approved)).toBeInTheDocument();
  });

  it('keeps the list on screen when the withdrawal and the reading again both fail (no connection)', async () => {
    let online = true;
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    const pending = anApplication({ id: 701, jobTitle: 'Harbour Pilot' });
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications': () => (online ? [pending] : offline()),
      'GET /api/applications/701': offline,
      'POST /api/applications/701/withdraw': offline,
    });
    const { user } = renderApp('/applications');
    const table = await screen.findByRole('table', { name: hiringLabels.seekerSubtitle });
    online = false;
    await user.click(within(table).getByRole('button', { name: seekerLabels.withdrawFor('Harbour Pilot') }));
    await user.click(await screen.findByRole('button', { name: seekerLabels.withdrawConfirm }));
    expect(await screen.findByText(seekerLabels.withdrawFailed)).toBeInTheDocument();
    // The failed reading again must not take the list away: the application is there, still pending.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(loadFailureTexts.offline)).not.toBeInTheDocument();
    const row = screen.getByRole('table', { name: hiringLabels.seekerSubtitle });
    expect(within(row).getByText(hiringLabels.statusLabels.pending)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: seekerLabels.withdrawFor('Harbour Pilot') })).toBeInTheDocument();
  });

  describe('by keyboard, the focus goes on from where Withdraw was', () => {
    const pending = anApplication({ id: 801, jobTitle: 'Lighthouse Keeper', userId: 3 });
    const routes = {
      'GET /api/user': aUser({ id: 3 }),
      'GET /api/applications': [pending],
      'GET /api/applications/801': pending,
      'POST /api/applications/801/withdraw': { ...pending, status: 'withdrawn', statusChangedAt: pending.submittedAt },
    };

    /** Withdraw focused, Enter, then Tab from Cancel to the question's Withdraw and Enter. */
    async function withdrawByKeyboard(user: ReturnType<typeof renderApp>['user'], withdraw: HTMLElement) {
      act(() => withdraw.focus());
      await user.keyboard('{Enter}');
      const question = await screen.findByRole('alertdialog', { name: seekerLabels.withdrawTitle });
      await user.tab();
      expect(within(question).getByRole('button', { name: seekerLabels.withdrawConfirm })).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(withdraw).not.toBeInTheDocument());
    }

    it('in the list: View details of the same row', async () => {
      mockApi(routes);
      const { user } = renderApp('/applications');
      const table = await screen.findByRole('table', { name: hiringLabels.seekerSubtitle });
      await withdrawByKeyboard(
        user,
        within(table).getByRole('button', { name: seekerLabels.withdrawFor('Lighthouse Keeper') }),
      );
      const view = within(table).getByRole('button', { name: hiringLabels.viewApplication('Lighthouse Keeper') });
      await waitFor(() => expect(view).toHaveFocus());
    });

    it("in the application's dialog: Close", async () => {
      mockApi(routes);
      const { user } = renderApp('/applications');
      const table = await screen.findByRole('table', { name: hiringLabels.seekerSubtitle });
      await user.click(within(table).getByRole('button', { name: hiringLabels.viewApplication('Lighthouse Keeper') }));
      const dialog = await screen.findByRole('dialog');
      await withdrawByKeyboard(
        user,
        within(dialog).getByRole('button', { name: seekerLabels.withdrawFor('Lighthouse Keeper') }),
      );
      await waitFor(() => expect(within(dialog).getByRole('button', { name: hiringLabels.close })).toHaveFocus());
    });

    it("on the application's page: its heading", async () => {
      mockApi(routes);
      const { user } = renderApp('/application/801');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Lighthouse Keeper' });
      await withdrawByKeyboard(
        user,
        screen.getByRole('button', { name: seekerLabels.withdrawFor('Lighthouse Keeper') }),
      );
      await waitFor(() => expect(heading).toHaveFocus());
    });
  });
});
