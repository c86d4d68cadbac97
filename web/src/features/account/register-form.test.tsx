import { accountLabels } from '@shared/texts/account-labels.js';
import { companyProfileLabels } from '@shared/texts/company-texts.js';
import { accountMessages, labels, notices, validation } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const createAccount = () => screen.getByRole('button', { name: accountLabels.createAccount });

async function openRegister() {
  const view = renderApp('/auth');
  await view.user.click(await screen.findByRole('tab', { name: accountLabels.register }));
  return view;
}

/** Fills the common fields with valid values; `role` is the radio's label. */
async function fillIn(user: ReturnType<typeof renderApp>['user'], role: 'Find a job' | 'Hire talent') {
  await user.click(screen.getByRole('radio', { name: role }));
  const nameLabel = role === 'Hire talent' ? accountLabels.companyName : accountLabels.fullName;
  await user.type(input(nameLabel), role === 'Hire talent' ? 'Acme Tools' : 'Jamie Seeker');
  await user.type(input(accountLabels.username), 'jamie');
  await user.type(input(accountLabels.emailAddress), 'jamie@example.com');
  await user.type(input(accountLabels.password), 'blue-harbor-42');
  await user.type(input(accountLabels.confirmPassword), 'blue-harbor-42');
}

describe('Auth page: register', () => {
  it('puts every rule message on its field and focuses the role choice first', async () => {
    const api = mockApi();
    const { user } = await openRegister();
    await user.click(createAccount());
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(validation.roleRequired);
    expect(screen.getByRole('radio', { name: 'Find a job' })).toHaveFocus();
    expect(input(accountLabels.fullName)).toHaveAccessibleDescription(validation.nameMin);
    expect(input(accountLabels.username)).toHaveAccessibleDescription(validation.usernameMin);
    expect(input(accountLabels.emailAddress)).toHaveAccessibleDescription(validation.email);
    expect(input(accountLabels.password)).toHaveAccessibleDescription(validation.passwordMin);
    expect(api.to('/api/register')).toHaveLength(0);
  });

  it("says 'Passwords don't match' on the confirm field", async () => {
    mockApi();
    const { user } = await openRegister();
    await fillIn(user, 'Find a job');
    await user.type(input(accountLabels.confirmPassword), 'x');
    await user.click(createAccount());
    expect(input(accountLabels.confirmPassword)).toHaveAccessibleDescription(validation.passwordsDontMatch);
    expect(input(accountLabels.confirmPassword)).toHaveFocus();
    expect(input(accountLabels.password)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the company fields only for Hire talent', async () => {
    mockApi();
    const { user } = await openRegister();
    expect(screen.queryByLabelText(accountLabels.website)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hire talent' }));
    expect(input(accountLabels.website)).toBeInTheDocument();
    // The form adds https:// itself, and says so as the profile editor does.
    expect(input(accountLabels.website)).toHaveAccessibleDescription(companyProfileLabels.websiteHelp);
    expect(input(accountLabels.location)).toBeInTheDocument();
    expect(input(accountLabels.companyDescription)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Find a job' }));
    expect(screen.queryByLabelText(accountLabels.companyDescription)).not.toBeInTheDocument();
  });

  it('registers a job seeker: no confirm and no company fields sent, welcome toast, signed in, home', async () => {
    const api = mockApi({ 'POST /api/register': () => json(aUser({ username: 'jamie' }), { status: 201 }) });
    const { user, location } = await openRegister();
    await fillIn(user, 'Find a job');
    await user.click(createAccount());
    expect(await screen.findByText(notices.registrationSuccessful)).toBeInTheDocument();
    expect(screen.getByText(notices.welcome('Jamie Seeker'))).toBeInTheDocument();
    expect(api.to('/api/register')[0]?.body).toEqual({
      role: 'job_seeker',
      name: 'Jamie Seeker',
      username: 'jamie',
      email: 'jamie@example.com',
      password: 'blue-harbor-42',
    });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: labels.myAccount })).toBeInTheDocument();
  });

  it('registers a company with its website, location and description', async () => {
    const company = aUser({ role: 'company', name: 'Acme Tools', company: 'Acme Tools', companyId: 9 });
    const api = mockApi({ 'POST /api/register': () => json(company, { status: 201 }) });
    const { user, location } = await openRegister();
    await fillIn(user, 'Hire talent');
    await user.type(input(accountLabels.website), 'https://acme.example');
    await user.type(input(accountLabels.location), 'Austin, TX');
    await user.type(input(accountLabels.companyDescription), 'We make tools.');
    await user.click(createAccount());
    expect(await screen.findByText(notices.welcome('Acme Tools'))).toBeInTheDocument();
    expect(api.to('/api/register')[0]?.body).toMatchObject({
      role: 'company',
      name: 'Acme Tools',
      website: 'https://acme.example',
      location: 'Austin, TX',
      description: 'We make tools.',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: labels.postAJob, hidden: true })).toBeInTheDocument();
    // A new company lands on its dashboard.
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('checks the website before sending', async () => {
    const api = mockApi();
    const { user } = await openRegister();
    await fillIn(user, 'Hire talent');
    await user.type(input(accountLabels.website), 'javascript:alert(1)');
    await user.click(createAccount());
    expect(input(accountLabels.website)).toHaveAccessibleDescription(accountMessages.websiteInvalid);
    expect(api.to('/api/register')).toHaveLength(0);
  });

  it.each([
    ['the username is taken', 409, { message: 'Username already exists' }, notices.usernameExistsLong],
    ['the email is taken', 409, { message: 'Email already exists' }, notices.emailExistsLong],
    [
      'the server refuses the input',
      400,
      { message: accountMessages.passwordTooCommon },
      accountMessages.passwordTooCommon,
    ],
    ['a 400 says nothing', 400, undefined, notices.couldNotCreateAccountRetry],
    [
      'too many attempts',
      429,
      { message: 'Too many requests. Please wait 5 minutes and try again.' },
      'Too many requests. Please wait 5 minutes and try again.',
    ],
    [
      'the server fails',
      500,
      { message: 'Something went wrong on our side. Please try again.' },
      notices.couldNotCreateAccount,
    ],
  ])('says Registration failed when %s', async (_case, status, body, text) => {
    mockApi({ 'POST /api/register': () => json(body, { status }) });
    const { user, location } = await openRegister();
    await fillIn(user, 'Find a job');
    await user.click(createAccount());
    expect(await screen.findByText(notices.registrationFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(location().pathname).toBe('/auth');
  });

  it('marks the taken username on its field', async () => {
    mockApi({ 'POST /api/register': () => json({ message: 'Username already exists' }, { status: 409 }) });
    const { user } = await openRegister();
    await fillIn(user, 'Find a job');
    await user.click(createAccount());
    await screen.findByText(notices.registrationFailed);
    expect(input(accountLabels.username)).toHaveAccessibleDescription(notices.usernameExists);
    expect(input(accountLabels.username)).toHaveFocus();
  });
});
