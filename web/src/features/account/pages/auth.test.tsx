import { ROLE_LABELS } from '@shared/constants.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { labels, notices, secondFactorTexts, validation } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

/** A field by its label (MUI adds ' *' to required ones, hidden from the accessible name). */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const submit = (name: string) => screen.getByRole('button', { name });

describe('Auth page: login', () => {
  it('shows the Login tab, the welcome panel with its promises and the forgot-password link', async () => {
    mockApi({ 'GET /api/board/counts': { openJobs: 140_000, hiringCompanies: 5_200 } });
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: accountLabels.login, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: accountLabels.register, selected: false })).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: accountLabels.welcomeTitle });
    for (const promise of [
      '140,000 open jobs from 5,200 companies',
      'Advanced search and filters',
      'Easy application process',
      'Smart job recommendations',
    ]) {
      expect(within(panel).getByText(promise)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: accountLabels.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("says what the board offers without a number when the board's counts cannot be read", async () => {
    mockApi({ 'GET /api/board/counts': () => json({ message: 'Internal server error' }, { status: 500 }) });
    renderApp('/auth');
    const panel = await screen.findByRole('complementary', { name: accountLabels.welcomeTitle });
    expect(await within(panel).findByText('Jobs you can apply to today')).toBeInTheDocument();
    expect(panel.textContent).not.toMatch(/\d/);
  });

  it('puts each rule message on its field, focuses the first, and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: accountLabels.signIn }));
    expect(input(accountLabels.username)).toHaveAccessibleDescription(validation.usernameMin);
    expect(input(accountLabels.password)).toHaveAccessibleDescription(validation.passwordMin);
    expect(input(accountLabels.username)).toHaveFocus();
    expect(input(accountLabels.username)).toHaveAttribute('aria-invalid', 'true');
    await user.type(input(accountLabels.username), 'jseeker');
    await user.click(submit(accountLabels.signIn));
    expect(input(accountLabels.username)).not.toHaveAttribute('aria-invalid', 'true');
    expect(input(accountLabels.password)).toHaveFocus();
    expect(api.to('/api/login')).toHaveLength(0);
  });

  it('signs in: sends username and password, welcomes back, sets the user and goes home', async () => {
    const api = mockApi({ 'POST /api/login': aUser() });
    const { user, location } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.username }), 'jseeker');
    await user.type(input(accountLabels.password), 'secret-pass');
    await user.click(submit(accountLabels.signIn));
    expect(await screen.findByText(notices.loginSuccessful)).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jamie Seeker!')).toBeInTheDocument();
    expect(api.to('/api/login')[0]?.body).toEqual({ username: 'jseeker', password: 'secret-pass' });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: labels.myAccount })).toBeInTheDocument();
  });

  it('asks for the code of an account with two-step sign-in, shows a wrong one on the field, then signs in', async () => {
    let tries = 0;
    const api = mockApi({
      'POST /api/login': { secondFactorRequired: true, message: secondFactorTexts.codeNeeded },
      'POST /api/login/second-factor': () =>
        ++tries === 1 ? json({ message: secondFactorTexts.replayedCode }, { status: 409 }) : json(aUser()),
    });
    const { user, location } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.username }), 'jseeker');
    await user.type(input(accountLabels.password), 'secret-pass');
    await user.click(submit(accountLabels.signIn));
    expect(await screen.findByText(secondFactorTexts.codeNeeded)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: secondFactorTexts.codeLabel });
    await user.type(code, '123456');
    await user.click(submit(secondFactorTexts.verify));
    expect(await screen.findByText(secondFactorTexts.replayedCode)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(submit(secondFactorTexts.verify));
    expect(await screen.findByText(notices.loginSuccessful)).toBeInTheDocument();
    expect(api.to('/api/login/second-factor').map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('after a sign-in goes back to the page the guard sent the visitor away from', async () => {
    mockApi({ 'POST /api/login': aUser() });
    const { user, location } = renderApp('/profile');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.username }), 'jseeker');
    await user.type(input(accountLabels.password), 'secret-pass');
    await user.click(submit(accountLabels.signIn));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamie Seeker' })).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');
  });

  it.each([
    ['a wrong password', 401, { message: 'Invalid username or password' }, notices.invalidCredentialsLong],
    ['another 401', 401, { message: 'Please sign in to continue' }, 'Please sign in to continue'],
    ['a 401 without a message', 401, undefined, notices.loginFailedRetry],
    [
      'too many attempts',
      429,
      { message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' },
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    ],
    [
      'a server failure',
      500,
      { message: 'Something went wrong on our side. Please try again.' },
      notices.invalidCredentials,
    ],
  ])('says Login failed for %s', async (_case, status, body, text) => {
    mockApi({ 'POST /api/login': () => json(body, { status }) });
    const { user, location } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.username }), 'jseeker');
    await user.type(input(accountLabels.password), 'wrong-pass');
    await user.click(submit(accountLabels.signIn));
    expect(await screen.findByText(notices.loginFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(location().pathname).toBe('/auth');
    expect(submit(accountLabels.signIn)).toBeEnabled();
  });

  it('says Login failed when the network is down', async () => {
    mockApi({
      'POST /api/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: accountLabels.username }), 'jseeker');
    await user.type(input(accountLabels.password), 'secret-pass');
    await user.click(submit(accountLabels.signIn));
    expect(await screen.findByRole('alert')).toHaveTextContent(notices.invalidCredentials);
  });

  it('opens the Register tab from a Sign Up link and back on Sign In', async () => {
    mockApi();
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: accountLabels.login, selected: true });
    await user.click(screen.getByRole('link', { name: labels.signUp, hidden: true }));
    expect(await screen.findByRole('tab', { name: accountLabels.register, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: accountLabels.register })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: labels.signIn, hidden: true }));
    expect(await screen.findByRole('form', { name: accountLabels.login })).toBeInTheDocument();
  });

  it('opens the tab and the role its address names, as when the browser follows a Sign Up link itself', async () => {
    mockApi();
    renderApp('/auth?tab=register&role=company');
    expect(await screen.findByRole('tab', { name: accountLabels.register, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: new RegExp(ROLE_LABELS.company) })).toBeChecked();
  });

  it('sends a signed-in visitor home', async () => {
    mockApi({ 'GET /api/user': aUser() });
    const { location } = renderApp('/auth');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
