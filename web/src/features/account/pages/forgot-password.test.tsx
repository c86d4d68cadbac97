import { accountLabels } from '@shared/texts/account-labels.js';
import { accountMessages, notices, validation } from '@shared/texts.js';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const token = 'a'.repeat(43);
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

describe('Forgot password, step 1: request a link', () => {
  it("says 'Email Required' for an empty email and sends nothing", async () => {
    const api = mockApi();
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: accountLabels.sendResetLink }));
    expect(await screen.findByText(notices.emailRequired)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(notices.emailRequiredText);
    expect(input(accountLabels.emailAddress)).toHaveAccessibleDescription(notices.emailRequiredText);
    expect(input(accountLabels.emailAddress)).toHaveFocus();
    expect(api.to('/api/forgot-password')).toHaveLength(0);
  });

  it('says an invalid email is invalid on its field', async () => {
    const api = mockApi();
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.emailAddress }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: accountLabels.sendResetLink }));
    expect(input(accountLabels.emailAddress)).toHaveAccessibleDescription(validation.email);
    expect(api.to('/api/forgot-password')).toHaveLength(0);
  });

  it("sends the email and shows 'Reset Link Sent' with the server's message", async () => {
    const api = mockApi({ 'POST /api/forgot-password': { message: accountMessages.resetLinkSent } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.emailAddress }), 'jamie@example.com');
    await user.click(screen.getByRole('button', { name: accountLabels.sendResetLink }));
    expect(await screen.findByText(notices.resetLinkSent)).toBeInTheDocument();
    expect(screen.getAllByText(accountMessages.resetLinkSent)).toHaveLength(2); // the toast and the page
    expect(api.to('/api/forgot-password')[0]?.body).toEqual({ email: 'jamie@example.com' });
  });

  it.each([
    [
      'a refusal with a message',
      () => json({ message: 'Too many password reset requests.' }, { status: 429 }),
      notices.failed,
      'Too many password reset requests.',
    ],
    ['a refusal without one', () => json(undefined, { status: 500 }), notices.failed, notices.sendResetFailed],
    ['a network failure', networkDown, notices.error, notices.sendResetFailedRetry],
  ])('says so on %s', async (_case, answer, title, text) => {
    mockApi({ 'POST /api/forgot-password': answer });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.emailAddress }), 'jamie@example.com');
    await user.click(screen.getByRole('button', { name: accountLabels.sendResetLink }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${title}${text}`);
  });

  it('goes Back to /auth', async () => {
    mockApi();
    const { user, location } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: accountLabels.back }));
    await waitFor(() => expect(location().pathname).toBe('/auth'));
  });
});

describe('Forgot password, step 2: a new password with the token', () => {
  it('still reads the token of a link mailed before tokens moved to the fragment', async () => {
    mockApi();
    renderApp(`/forgot-password?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: accountLabels.resetTitle })).toBeInTheDocument();
  });

  it('shows the reset step and sends no referrer while the token is in the URL', async () => {
    mockApi();
    const { user, location } = renderApp(`/forgot-password#token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: accountLabels.resetTitle })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await user.click(screen.getByRole('button', { name: accountLabels.back }));
    expect(await screen.findByRole('heading', { level: 1, name: accountLabels.forgotTitle })).toBeInTheDocument();
    expect(location()).toMatchObject({ pathname: '/forgot-password', search: '' });
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
  });

  it('shows and hides each password', async () => {
    mockApi();
    const { user } = renderApp(`/forgot-password#token=${token}`);
    const field = await screen.findByLabelText(new RegExp(`^${accountLabels.newPassword}\\s*\\*?$`));
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
  });

  it.each([
    ['empty fields', '', '', notices.allFieldsRequired, notices.allFieldsRequiredText, accountLabels.newPassword],
    [
      'one empty field',
      'blue-harbor-42',
      '',
      notices.allFieldsRequired,
      notices.allFieldsRequiredText,
      accountLabels.confirmNewPassword,
    ],
    [
      'different passwords',
      'blue-harbor-42',
      'blue-harbor-43',
      notices.passwordsDontMatchTitle,
      notices.passwordsDontMatchText,
      accountLabels.confirmNewPassword,
    ],
    [
      'a short password',
      'abc',
      'abc',
      notices.passwordTooShort,
      notices.passwordTooShortText,
      accountLabels.newPassword,
    ],
  ])('refuses %s with the titled message on its field', async (_case, first, second, title, text, fieldLabel) => {
    const api = mockApi();
    const { user } = renderApp(`/forgot-password#token=${token}`);
    await screen.findByRole('heading', { level: 1, name: accountLabels.resetTitle });
    if (first) await user.type(input(accountLabels.newPassword), first);
    if (second) await user.type(input(accountLabels.confirmNewPassword), second);
    await user.click(screen.getByRole('button', { name: accountLabels.resetPassword }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${title}${text}`);
    expect(input(fieldLabel)).toHaveAccessibleDescription(text);
    expect(input(fieldLabel)).toHaveFocus();
    expect(api.to('/api/reset-password')).toHaveLength(0);
  });

  async function submitNewPassword(answer: Parameters<typeof mockApi>[0]) {
    const api = mockApi(answer);
    const view = renderApp(`/forgot-password#token=${token}`);
    await view.user.type(await screen.findByLabelText(new RegExp(`^${accountLabels.newPassword}`)), 'blue-harbor-42');
    await view.user.type(input(accountLabels.confirmNewPassword), 'blue-harbor-42');
    await view.user.click(screen.getByRole('button', { name: accountLabels.resetPassword }));
    return { ...view, api };
  }

  it('says at once that a used or expired link no longer works, and offers a new one', async () => {
    const api = mockApi({
      'POST /api/reset-password/check': () => json({ message: accountMessages.resetTokenInvalid }, { status: 400 }),
    });
    const { user, location } = renderApp(`/forgot-password?token=${token}`);
    expect(await screen.findByText(accountMessages.resetTokenInvalid)).toBeInTheDocument();
    expect(api.to('/api/reset-password/check')[0]?.body).toEqual({ token });
    expect(screen.queryByLabelText(new RegExp(accountLabels.confirmPassword))).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: accountLabels.requestNewLink }));
    expect(location()).toMatchObject({ pathname: '/forgot-password', search: '' });
  });

  it('keeps the form for a link that works', async () => {
    mockApi({ 'POST /api/reset-password/check': { message: accountMessages.resetTokenValid } });
    renderApp(`/forgot-password?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: accountLabels.resetTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText(/password/i).length).toBeGreaterThan(1));
    expect(screen.queryByText(accountMessages.resetTokenInvalid)).not.toBeInTheDocument();
  });

  it('resets the password with the token, says so and goes to /auth', async () => {
    const { api, location } = await submitNewPassword({
      'POST /api/reset-password': { message: notices.passwordResetText },
    });
    expect(await screen.findByText(notices.passwordReset)).toBeInTheDocument();
    expect(screen.getByText(notices.passwordResetText)).toBeInTheDocument();
    expect(api.to('/api/reset-password')[0]?.body).toEqual({ token, newPassword: 'blue-harbor-42' });
    await waitFor(() => expect(location().pathname).toBe('/auth'));
  });

  it("words the admin invitation's link as choosing a first password, with the same token and form", async () => {
    const api = mockApi({ 'POST /api/reset-password': { message: notices.passwordResetText } });
    const { user, location } = renderApp(`/forgot-password#token=${token}&welcome=1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: accountLabels.firstPasswordTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(accountLabels.firstPasswordText)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(new RegExp(`^${accountLabels.newPassword}`)), 'blue-harbor-42');
    await user.type(input(accountLabels.confirmNewPassword), 'blue-harbor-42');
    await user.click(screen.getByRole('button', { name: accountLabels.setPassword }));
    expect(await screen.findByText(notices.passwordSet)).toBeInTheDocument();
    expect(screen.queryByText(notices.passwordReset)).not.toBeInTheDocument();
    expect(api.to('/api/reset-password')[0]?.body).toEqual({ token, newPassword: 'blue-harbor-42' });
    await waitFor(() => expect(location().pathname).toBe('/auth'));
  });

  it.each([
    [
      'a used token',
      () => json({ message: accountMessages.resetTokenInvalid }, { status: 400 }),
      notices.resetFailed,
      accountMessages.resetTokenInvalid,
    ],
    [
      'a refusal without a message',
      () => json(undefined, { status: 500 }),
      notices.resetFailed,
      notices.resetFailedDefault,
    ],
    ['a network failure', networkDown, notices.error, notices.resetFailedRetry],
  ])('says so on %s and stays', async (_case, answer, title, text) => {
    const { location } = await submitNewPassword({ 'POST /api/reset-password': answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${title}${text}`);
    expect(location().pathname).toBe('/forgot-password');
    expect(screen.getByRole('button', { name: accountLabels.resetPassword })).toBeEnabled();
  });
});
