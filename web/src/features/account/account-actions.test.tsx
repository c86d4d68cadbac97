import { accountLabels } from '@shared/texts/account-labels.js';
import { accountMessages, labels, notices, sessionNotices, validation } from '@shared/texts.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function openDialog(button: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/user': aUser(), ...routes });
  const view = renderApp('/profile');
  await view.user.click(await screen.findByRole('button', { name: button }));
  return { ...view, api, dialog: await screen.findByRole('dialog') };
}

describe('Change Password', () => {
  async function fill(user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm: string) {
    if (current) await user.type(input(accountLabels.currentPassword), current);
    if (next) await user.type(input(accountLabels.newPassword), next);
    if (confirm) await user.type(input(accountLabels.confirmNewPassword), confirm);
    await user.click(screen.getByRole('button', { name: accountLabels.changePassword, hidden: false }));
  }

  it.each([
    [
      'different new passwords',
      'old-secret-1',
      'blue-harbor-42',
      'blue-harbor-43',
      accountLabels.confirmNewPassword,
      validation.newPasswordsDontMatch,
    ],
    ['a short new password', 'old-secret-1', 'abc', 'abc', accountLabels.newPassword, validation.newPasswordTooShort],
    [
      'no current password',
      '',
      'blue-harbor-42',
      'blue-harbor-42',
      accountLabels.currentPassword,
      accountMessages.currentPasswordRequired,
    ],
  ])('refuses %s on its field and sends nothing', async (_case, current, next, confirm, field, message) => {
    const { user, api, dialog } = await openDialog(accountLabels.changePassword);
    expect(input(accountLabels.currentPassword)).toHaveFocus();
    await fill(user, current, next, confirm);
    expect(within(dialog).getByLabelText(new RegExp(`^${field}`))).toHaveAccessibleDescription(message);
    expect(api.to('/api/user/password')).toHaveLength(0);
  });

  it('changes the password with POST /api/user/password and closes', async () => {
    const { user, api } = await openDialog(accountLabels.changePassword, {
      'POST /api/user/password': { message: accountMessages.passwordChanged },
    });
    await fill(user, 'old-secret-1', 'blue-harbor-42', 'blue-harbor-42');
    expect(await screen.findByText(accountLabels.passwordChanged)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(api.to('/api/user/password')[0]?.body).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'blue-harbor-42',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts a wrong current password on its field and other refusals in the dialog', async () => {
    let answer = json({ message: accountMessages.currentPasswordWrong }, { status: 400 });
    const { user } = await openDialog(accountLabels.changePassword, { 'POST /api/user/password': () => answer });
    await fill(user, 'old-secret-1', 'blue-harbor-42', 'blue-harbor-42');
    await waitFor(() =>
      expect(input(accountLabels.currentPassword)).toHaveAccessibleDescription(accountMessages.currentPasswordWrong),
    );
    expect(input(accountLabels.currentPassword)).toHaveFocus();
    answer = json({ message: accountMessages.tooManyLoginAttempts(15) }, { status: 429 });
    await user.click(screen.getByRole('button', { name: accountLabels.changePassword }));
    expect(await screen.findByText(accountMessages.tooManyLoginAttempts(15))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Delete Account', () => {
  it('enables the confirm button only for the word DELETE, in capitals, and says why on Enter', async () => {
    const { user, api, dialog } = await openDialog(accountLabels.deleteAccount);
    const confirm = within(dialog).getByRole('button', { name: accountLabels.deleteAccount });
    const field = within(dialog).getByRole('textbox', { name: accountLabels.typeDelete });
    expect(confirm).toBeDisabled();
    await user.type(field, 'delete{Enter}');
    expect(confirm).toBeDisabled();
    expect(field).toHaveAccessibleDescription(validation.typeDelete);
    await user.clear(field);
    await user.type(field, 'DELETED');
    expect(confirm).toBeDisabled();
    await user.type(field, '{Backspace}');
    expect(confirm).toBeEnabled();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('takes the word with spaces around it, as a phone keyboard or a paste leaves it', async () => {
    const { user, api, dialog } = await openDialog(accountLabels.deleteAccount, {
      'DELETE /api/user': json({ message: accountMessages.accountDeleted }),
    });
    const confirm = within(dialog).getByRole('button', { name: accountLabels.deleteAccount });
    await user.type(within(dialog).getByRole('textbox', { name: accountLabels.typeDelete }), ' DELETE ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText(notices.accountDeleted)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it("deletes: 'Deleting...', the toast, signed out and home", async () => {
    let finish: (response: Response) => void = () => undefined;
    const answer = new Promise<Response>((resolve) => {
      finish = resolve;
    });
    const { user, api, dialog, location } = await openDialog(accountLabels.deleteAccount, {
      'DELETE /api/user': () => answer,
    });
    await user.type(within(dialog).getByRole('textbox', { name: accountLabels.typeDelete }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: accountLabels.deleteAccount }));
    // Busy, and still focused: not disabled, which would take the focus off it.
    const deleting = await within(dialog).findByRole('button', { name: accountLabels.deleting });
    expect(deleting).toHaveAttribute('aria-disabled', 'true');
    expect(deleting).toHaveFocus();
    finish(json({ message: accountMessages.accountDeleted }));
    expect(await screen.findByText(notices.accountDeleted)).toBeInTheDocument();
    expect(screen.getByText(notices.accountDeletedText)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: labels.signIn, hidden: true })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it.each([
    ['the server refuses', () => json({ message: 'nope' }, { status: 500 }), notices.deleteFailedLater],
    [
      'the network is down',
      () => {
        throw new TypeError('Failed to fetch');
      },
      notices.deleteFailedRetry,
    ],
  ])("says 'Delete Failed' when %s and stays signed in", async (_case, answer, text) => {
    const { user, dialog, location } = await openDialog(accountLabels.deleteAccount, { 'DELETE /api/user': answer });
    await user.type(within(dialog).getByRole('textbox', { name: accountLabels.typeDelete }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: accountLabels.deleteAccount }));
    // The toast is outside the modal dialog, so the dialog says it too for screen readers.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText(notices.deleteFailed)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(location().pathname).toBe('/profile');
    expect(within(dialog).getByRole('button', { name: accountLabels.deleteAccount })).toBeEnabled();
  });
});

describe('Signing out from the profile', () => {
  it('signs out this device at once, and every device only after a confirmation', async () => {
    const { api, user, location } = await openDialog(accountLabels.signOutEverywhere, {
      'POST /api/logout/all': { message: sessionNotices.loggedOutEverywhereText },
    });
    expect(screen.getByRole('heading', { name: accountLabels.signOutEverywhereTitle })).toBeInTheDocument();
    expect(api.to('/api/logout/all')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: accountLabels.signOutEverywhere }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(api.to('/api/logout/all')).toHaveLength(1);
    expect(api.to('/api/logout')).toHaveLength(0);
    expect(await screen.findByText(sessionNotices.loggedOutEverywhereText)).toBeInTheDocument();
  });

  it('"Sign out this device" asks the API to sign out this device only', async () => {
    const api = mockApi({ 'GET /api/user': aUser(), 'POST /api/logout': { message: sessionNotices.loggedOutText } });
    const { user, location } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.signOutThisDevice }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(api.to('/api/logout')).toHaveLength(1);
    expect(api.to('/api/logout/all')).toHaveLength(0);
  });
});

describe('Download my data', () => {
  const exportedAt = '2026-11-28T10:00:00.000Z';
  const account = { id: 3, username: 'jseeker', email: 'jamie@example.com', name: 'Jamie Seeker' };
  const application = (id: number) => ({ id, status: 'pending', job: { id: 100 + id, title: `Job ${id}` } });

  it('reads every page, joins them into one JSON file named for the account and the day, and says so', async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/user/export': ({ url }: { url: URL }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { applications: [application(1)] }
          : {
              format: 'jobboard-account-export',
              version: 1,
              exportedAt,
              account,
              applications: [application(3), application(2)],
              nextCursor: 'page-2',
            },
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.downloadData }));
    expect(await screen.findByText(accountLabels.dataDownloaded)).toBeInTheDocument();
    expect(clicked).toEqual(['jobboard-data-jseeker-2026-11-28.json']);
    const document = JSON.parse(await (saved[0] as Blob).text());
    expect(document.applications.map((item: { id: number }) => item.id)).toEqual([3, 2, 1]);
    expect(document.nextCursor).toBeUndefined();
    expect(api.to('/api/user/export').map((request) => request.url.searchParams.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);
  });

  it('keeps the focus on the button while the data is read, and after', async () => {
    let finish = () => {};
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/user/export': () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({ format: 'jobboard-account-export', version: 1, exportedAt, account, applications: [] });
        }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/profile');
    const button = await screen.findByRole('button', { name: accountLabels.downloadData });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveFocus();
    act(() => finish());
    expect(await screen.findByText(accountLabels.dataDownloaded)).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it("shows the server's words when it refuses (the hourly limit)", async () => {
    const limit = accountMessages.tooManyExports(42);
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/user/export': () => json({ message: limit }, { status: 429, headers: { 'Retry-After': '2520' } }),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.downloadData }));
    expect(await screen.findByText(accountLabels.dataDownloadFailed)).toBeInTheDocument();
    expect(screen.getAllByText(limit).length).toBeGreaterThan(0);
  });
});
