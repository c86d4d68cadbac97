import type { JobAlert } from '@shared/schemas/alerts.js';
import { alertLabels, alertMessages } from '@shared/texts/alert-texts.js';
import { labels } from '@shared/texts.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { fillIn } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

const alertList = () => screen.getByRole('region', { name: alertLabels.yourAlerts });

/** An alert's switch, named by the alert and the state its label shows. */
const switchOf = (name: string, active = true) =>
  screen.getByRole('switch', {
    name: `${name} ${active ? alertLabels.receivingNotifications : alertLabels.paused}`,
  });

/** Delete, then the question's Delete alert. */
async function deleteAlert(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: alertLabels.deleteAlert(name) }));
  const question = await screen.findByRole('alertdialog', { name: alertLabels.deleteTitle });
  await user.click(within(question).getByRole('button', { name: alertLabels.deleteConfirm }));
}

/** What the status regions say now (the app's announcer among them). */
const said = () => screen.getAllByRole('status').map((status) => status.textContent);

const anAlert = (overrides: Partial<JobAlert> & { id: number; name: string }): JobAlert => ({
  frequency: 'daily',
  active: true,
  filters: { search: 'react', location: 'Berlin' },
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('Job Alerts', () => {
  it("lists the seeker's saved alerts; pausing, a new frequency and Delete go to the API", async () => {
    let alerts = [anAlert({ id: 1, name: 'Frontend' }), anAlert({ id: 2, name: 'Data', frequency: 'weekly' })];
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/alerts': () => alerts,
      'PATCH /api/alerts/1': ({ body }) => {
        alerts = alerts.map((alert) => (alert.id === 1 ? { ...alert, ...(body as object) } : alert));
        return alerts[0];
      },
      'DELETE /api/alerts/2': () => {
        alerts = alerts.filter((alert) => alert.id !== 2);
        return { message: alertMessages.alertDeleted };
      },
    });
    const { user } = renderApp('/job-alerts');
    await screen.findByRole('heading', { name: 'Frontend' });
    const toggle = switchOf('Frontend');
    expect(toggle).toBeChecked();
    expect(within(alertList()).getAllByText(alertLabels.receivingNotifications)).toHaveLength(2);
    expect(within(alertList()).getAllByRole('link', { name: 'Jobs: react · Berlin' })[0]).toHaveAttribute(
      'href',
      '/jobs?search=react&location=Berlin',
    );

    await user.click(toggle);
    await waitFor(() => expect(api.to('/api/alerts/1')[0]?.body).toEqual({ active: false }));
    expect(await within(alertList()).findByText(alertLabels.paused)).toBeInTheDocument();

    const first = within(alertList()).getAllByRole('listitem')[0] as HTMLElement;
    await user.selectOptions(within(first).getByRole('combobox', { name: alertLabels.frequency }), 'Instant');
    await waitFor(() => expect(api.to('/api/alerts/1')[1]?.body).toEqual({ frequency: 'instant' }));

    await deleteAlert(user, 'Data');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Data' })).not.toBeInTheDocument());
  });

  it('names the failed action and keeps a server error out of sight', async () => {
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/alerts': [anAlert({ id: 3, name: 'Backend' })],
      'DELETE /api/alerts/3': () => json({ message: 'Internal server error' }, { status: 500 }),
    });
    const { user } = renderApp('/job-alerts');
    await screen.findByRole('heading', { name: 'Backend' });
    await deleteAlert(user, 'Backend');
    expect(await screen.findByText(alertLabels.alertDeleteFailed)).toBeInTheDocument();
    expect(screen.getByText(alertLabels.tryAgain)).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('keeps the alerts on screen and puts the switch back when a change cannot reach the server', async () => {
    let online = true;
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/alerts': () =>
        online ? [anAlert({ id: 4, name: 'Frontend' }), anAlert({ id: 5, name: 'Data' })] : offline(),
      'PATCH /api/alerts/4': offline,
      'DELETE /api/alerts/5': offline,
    });
    const { user } = renderApp('/job-alerts');
    await screen.findByRole('heading', { name: 'Frontend' });
    const toggle = switchOf('Frontend');
    online = false;
    await user.click(toggle);
    expect(await screen.findByText(alertLabels.alertChangeFailed)).toBeInTheDocument();
    // The list stays, the failed reading again notwithstanding, and the alert is as the server still holds it.
    expect(screen.queryByText(alertLabels.alertsLoadFailed)).not.toBeInTheDocument();
    await waitFor(() => expect(switchOf('Frontend')).toBeChecked());
    expect(within(alertList()).getAllByText(alertLabels.receivingNotifications)).toHaveLength(2);

    await deleteAlert(user, 'Data');
    expect(await screen.findByText(alertLabels.alertDeleteFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(alertLabels.alertsLoadFailed)).not.toBeInTheDocument();
    expect(within(alertList()).getByRole('heading', { name: 'Data' })).toBeInTheDocument();
  });

  it('asks before deleting; Cancel keeps the alert and the focus on Delete', async () => {
    const api = mockApi({ 'GET /api/user': aUser(), 'GET /api/alerts': [anAlert({ id: 6, name: 'Design' })] });
    const { user } = renderApp('/job-alerts');
    const remove = await screen.findByRole('button', { name: alertLabels.deleteAlert('Design') });
    act(() => remove.focus());
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog', { name: alertLabels.deleteTitle });
    expect(question).toHaveTextContent(alertLabels.deleteText('Design'));
    // The safe choice has the focus: one more Enter deletes nothing.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.to('/api/alerts/6')).toHaveLength(0);
    expect(remove).toHaveFocus();
  });

  it('after a deletion, moves the focus to the next alert (else the one before, else the empty words) and says so', async () => {
    let alerts = [
      anAlert({ id: 1, name: 'Frontend' }),
      anAlert({ id: 2, name: 'Data' }),
      anAlert({ id: 3, name: 'Ops' }),
    ];
    const routes = Object.fromEntries(
      [1, 2, 3].map((id) => [
        `DELETE /api/alerts/${id}`,
        () => {
          alerts = alerts.filter((alert) => alert.id !== id);
          return { message: alertMessages.alertDeleted };
        },
      ]),
    );
    mockApi({ 'GET /api/user': aUser(), 'GET /api/alerts': () => alerts, ...routes });
    const { user } = renderApp('/job-alerts');
    await screen.findByRole('heading', { name: 'Frontend' });

    const byKeyboard = async (name: string) => {
      act(() => screen.getByRole('button', { name: alertLabels.deleteAlert(name) }).focus());
      await user.keyboard('{Enter}');
      const question = await screen.findByRole('alertdialog', { name: alertLabels.deleteTitle });
      act(() => within(question).getByRole('button', { name: alertLabels.deleteConfirm }).focus());
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument());
    };
    await byKeyboard('Data');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ops' })).toHaveFocus());
    expect(said()).toContain(alertLabels.alertDeleted);
    await byKeyboard('Ops');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Frontend' })).toHaveFocus());
    await byKeyboard('Frontend');
    const none = await screen.findByText(alertLabels.noAlerts);
    await waitFor(() => expect(none.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('names the switch by the alert and the state it shows, says a kept pause or resume, and puts Delete last', async () => {
    let active = true;
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/alerts': () => [anAlert({ id: 8, name: 'Frontend', active })],
      'PATCH /api/alerts/8': ({ body }) => {
        active = (body as { active: boolean }).active;
        return anAlert({ id: 8, name: 'Frontend', active });
      },
    });
    const { user } = renderApp('/job-alerts');
    await screen.findByRole('heading', { name: 'Frontend' });
    const toggle = switchOf('Frontend');
    act(() => toggle.focus());
    await user.keyboard(' ');
    await waitFor(() => expect(said()).toContain(alertLabels.alertPaused('Frontend')));
    expect(switchOf('Frontend', false)).not.toBeChecked();
    await user.keyboard(' ');
    await waitFor(() => expect(said()).toContain(alertLabels.alertResumed('Frontend')));
    expect(switchOf('Frontend')).toBeChecked();

    // The card's order: the jobs link, the frequency, the switch, then Delete.
    const card = within(alertList()).getByRole('listitem');
    const order = [
      within(card).getByRole('link'),
      within(card).getByRole('combobox', { name: alertLabels.frequency }),
      switchOf('Frontend'),
      within(card).getByRole('button', { name: alertLabels.deleteAlert('Frontend') }),
    ];
    act(() => (order[0] as HTMLElement).focus());
    for (const next of order.slice(1)) {
      await user.tab();
      expect(next).toHaveFocus();
    }
  });

  it('creates an alert from the form: keywords split on commas, Anywhere is no location', async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/alerts': [],
      'POST /api/alerts': ({ body }) =>
        json({ ...anAlert({ id: 9, name: 'Rust jobs' }), ...(body as object) }, { status: 201 }),
    });
    const { user } = renderApp('/job-alerts');
    expect(await within(alertList()).findByText(alertLabels.noAlerts)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: alertLabels.createAlert }));
    expect(await screen.findByText(alertMessages.nameRequired)).toBeInTheDocument();
    expect(api.to('/api/alerts').filter((request) => request.method === 'POST')).toHaveLength(0);

    await fillIn(user, screen.getByRole('textbox', { name: /Alert Name/ }), 'Rust jobs');
    // Anywhere is the placeholder and the default, not a value to delete first.
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveAttribute('placeholder', 'Anywhere');
    await fillIn(user, screen.getByRole('textbox', { name: /Keywords/ }), ' Rust ,  Tokio,, Rust ');
    await user.click(screen.getByRole('combobox', { name: alertLabels.frequency }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.click(screen.getByRole('button', { name: alertLabels.createAlert }));
    await waitFor(() =>
      expect(api.to('/api/alerts').find((request) => request.method === 'POST')?.body).toEqual({
        name: 'Rust jobs',
        frequency: 'weekly',
        filters: { search: 'Rust Tokio' },
      }),
    );
  });

  it('lets a visitor subscribe by email and says to check the inbox', async () => {
    const api = mockApi({
      'POST /api/alerts/subscribe': json({ message: alertMessages.checkInbox('ada@example.com') }, { status: 201 }),
    });
    const { user } = renderApp('/job-alerts');
    expect(await within(alertList()).findByText(alertLabels.signInToManage)).toBeInTheDocument();
    await fillIn(user, await screen.findByRole('textbox', { name: /Alert Name/ }), 'Nursing');
    await fillIn(user, screen.getByRole('textbox', { name: /Keywords/ }), 'nurse');
    await user.clear(screen.getByRole('textbox', { name: /Location/ }));
    await fillIn(user, screen.getByRole('textbox', { name: /Location/ }), 'Porto');
    await fillIn(user, screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: alertLabels.subscribe }));
    expect(await screen.findByText(alertMessages.checkInbox('ada@example.com'))).toBeInTheDocument();
    expect(api.to('/api/alerts/subscribe')[0]?.body).toEqual({
      email: 'ada@example.com',
      name: 'Nursing',
      frequency: 'daily',
      filters: { search: 'nurse', location: 'Porto' },
    });
  });

  it('confirms once, when the button of the confirmation link is pressed, not on opening the link', async () => {
    const api = mockApi({ 'POST /api/alerts/confirm': { message: alertMessages.confirmed } });
    const { user } = renderApp('/job-alerts/confirm#token=abc');
    const confirm = await screen.findByRole('button', { name: alertLabels.confirmAlert });
    expect(screen.getByText(alertLabels.confirmQuestion)).toBeInTheDocument();
    // A mail scanner that opens the link (and runs the page) confirms nothing.
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.to('/api/alerts/confirm')).toHaveLength(0);
    await user.click(confirm);
    expect(await screen.findByText(alertMessages.confirmed)).toBeInTheDocument();
    expect(api.to('/api/alerts/confirm').map((request) => request.body)).toEqual([{ token: 'abc' }]);
    expect(screen.queryByRole('button', { name: alertLabels.confirmAlert })).not.toBeInTheDocument();
  });

  it("says what is wrong with a bad link, in the server's words", async () => {
    mockApi({ 'POST /api/alerts/confirm': json({ message: alertMessages.confirmExpired }, { status: 400 }) });
    const { user } = renderApp('/job-alerts/confirm#token=old');
    await user.click(await screen.findByRole('button', { name: alertLabels.confirmAlert }));
    expect(await screen.findByText(alertMessages.confirmExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: alertLabels.manageAlerts })).toHaveAttribute('href', '/job-alerts');
  });

  it('unsubscribes with one press on the page the email links to', async () => {
    const api = mockApi({ 'POST /api/alerts/unsubscribe': { message: alertMessages.unsubscribed } });
    const { user } = renderApp('/job-alerts/unsubscribe#token=t-1');
    const unsubscribe = await screen.findByRole('button', { name: alertLabels.unsubscribe });
    expect(screen.getByText(alertLabels.unsubscribeQuestion)).toBeInTheDocument();
    expect(api.to('/api/alerts/unsubscribe')).toHaveLength(0);
    await user.click(unsubscribe);
    expect(await screen.findByText(alertMessages.unsubscribed)).toBeInTheDocument();
    expect(api.to('/api/alerts/unsubscribe').map((request) => request.url.searchParams.get('token'))).toEqual(['t-1']);
  });

  it('searches jobs for real from the quick search', async () => {
    mockApi();
    const { user, location, query } = renderApp('/job-alerts');
    const search = within(await screen.findByRole('search', { name: alertLabels.quickSearch }));
    await fillIn(user, search.getByRole('textbox', { name: alertLabels.searchJobs }), 'data engineer');
    await user.click(search.getByRole('button', { name: labels.search }));
    expect(location().pathname).toBe('/jobs');
    expect(query()).toEqual({ search: 'data engineer' });
  });
});
