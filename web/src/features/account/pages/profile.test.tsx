import { accountLabels } from '@shared/texts/account-labels.js';
import { accountMessages, labels, notices, secondFactorTexts, validation } from '@shared/texts.js';
import type { PublicUser } from '@shared/types.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, type MockRequest, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const personalInfo = () => screen.getByRole('region', { name: accountLabels.personalInformation });
const aCompanyUser = (overrides: Partial<PublicUser> = {}) =>
  aUser({ role: 'company', name: 'Acme HR', company: 'Acme Tools', companyId: 9, ...overrides });

describe('Profile', () => {
  it('sends a signed-out visitor to /auth', async () => {
    mockApi();
    const { location } = renderApp('/profile');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
  });

  it('shows a job seeker: first letter, name, Job Seeker badge, no company name', async () => {
    mockApi({ 'GET /api/user': aUser() });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamie Seeker' })).toBeInTheDocument();
    expect(screen.getByText(accountLabels.roleBadge.job_seeker)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('J')).toBeInTheDocument();
    expect(within(personalInfo()).getByText('jamie@example.com')).toBeInTheDocument();
    expect(within(personalInfo()).queryByText(accountLabels.companyName)).not.toBeInTheDocument();
  });

  it('offers every account two-step sign-in, and a way to manage it once it is on', async () => {
    mockApi({ 'GET /api/user': aUser() });
    const { unmount } = renderApp('/profile');
    expect(await screen.findByText(secondFactorTexts.offer)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: secondFactorTexts.turnOn })).toHaveAttribute('href', '/two-step');
    // Read where it stands, not announced as an alert on every visit.
    expect(screen.getByText(secondFactorTexts.offer).closest('[role]')).toHaveAttribute('role', 'note');
    unmount();
    mockApi({ 'GET /api/user': aCompanyUser({ secondFactor: true }) });
    renderApp('/profile');
    expect(await screen.findByText(secondFactorTexts.isOn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: secondFactorTexts.manage })).toHaveAttribute('href', '/two-step');
  });

  it("shows a company's badge and company name, and 'Not specified' without one", async () => {
    mockApi({ 'GET /api/user': aCompanyUser({ company: undefined }) });
    renderApp('/profile');
    expect(await screen.findByText(accountLabels.roleBadge.company)).toBeInTheDocument();
    expect(within(personalInfo()).getByText(accountLabels.companyName)).toBeInTheDocument();
    expect(within(personalInfo()).getByText(accountLabels.notSpecified)).toBeInTheDocument();
  });

  it('cancels an edit without sending anything and gives the focus back to Edit', async () => {
    const api = mockApi({ 'GET /api/user': aUser() });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.editPersonalInformation }));
    expect(input(accountLabels.fullName)).toHaveFocus();
    await user.clear(input(accountLabels.fullName));
    await user.type(input(accountLabels.fullName), 'Someone Else');
    await user.click(screen.getByRole('button', { name: accountLabels.cancel }));
    expect(within(personalInfo()).getByText('Jamie Seeker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: accountLabels.editPersonalInformation })).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('cancels an edit with Escape, as with Cancel, and gives the focus back to Edit', async () => {
    const api = mockApi({ 'GET /api/user': aUser() });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.editPersonalInformation }));
    await user.type(input(accountLabels.fullName), ' Junior');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: accountLabels.editPersonalInformation })).not.toBeInTheDocument();
    expect(within(personalInfo()).getByText('Jamie Seeker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: accountLabels.editPersonalInformation })).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('saves name, email and company name with PATCH /api/user and shows the answer everywhere', async () => {
    const api = mockApi({
      'GET /api/user': aCompanyUser(),
      'PATCH /api/user': ({ body }: MockRequest) => aCompanyUser(body as Partial<PublicUser>),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.editPersonalInformation }));
    await user.clear(input(accountLabels.fullName));
    await user.type(input(accountLabels.fullName), 'Zoe Recruiter');
    await user.clear(input(accountLabels.emailAddress));
    await user.type(input(accountLabels.emailAddress), 'zoe@acme.example');
    // A new email asks for the current password, which goes with it.
    await user.type(input(accountLabels.currentPassword), 'my-secret-1');
    await user.clear(input(accountLabels.companyName));
    await user.type(input(accountLabels.companyName), 'Acme Labs');
    await user.click(screen.getByRole('button', { name: accountLabels.saveChanges }));
    expect(await screen.findByText(accountLabels.profileUpdated)).toBeInTheDocument();
    expect(api.to('/api/user').find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Zoe Recruiter',
      email: 'zoe@acme.example',
      company: 'Acme Labs',
      currentPassword: 'my-secret-1',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Zoe Recruiter' })).toBeInTheDocument();
    expect(within(personalInfo()).getByText('Acme Labs')).toBeInTheDocument();
    const avatar = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
      name: labels.myAccount,
    });
    expect(avatar).toHaveTextContent('Z');
  });

  it("does not send a job seeker's company name", async () => {
    const api = mockApi({ 'GET /api/user': aUser(), 'PATCH /api/user': aUser({ name: 'Jamie S.' }) });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.editPersonalInformation }));
    expect(screen.queryByLabelText(accountLabels.companyName)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accountLabels.saveChanges }));
    await screen.findByText(accountLabels.profileUpdated);
    expect(api.to('/api/user').find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Jamie Seeker',
      email: 'jamie@example.com',
    });
  });

  it('checks the fields before sending', async () => {
    const api = mockApi({ 'GET /api/user': aCompanyUser() });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.editPersonalInformation }));
    await user.clear(input(accountLabels.fullName));
    await user.type(input(accountLabels.fullName), 'Z');
    await user.clear(input(accountLabels.emailAddress));
    await user.type(input(accountLabels.emailAddress), 'zoe@');
    await user.clear(input(accountLabels.companyName));
    await user.click(screen.getByRole('button', { name: accountLabels.saveChanges }));
    expect(input(accountLabels.fullName)).toHaveAccessibleDescription(validation.nameMin);
    expect(input(accountLabels.fullName)).toHaveFocus();
    expect(input(accountLabels.emailAddress)).toHaveAccessibleDescription(validation.email);
    expect(input(accountLabels.companyName)).toHaveAccessibleDescription(accountMessages.companyNameMin);
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('puts a taken email on its field and other refusals above the form', async () => {
    let answer = json({ message: notices.emailExists }, { status: 409 });
    mockApi({ 'GET /api/user': aUser(), 'PATCH /api/user': () => answer });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: accountLabels.editPersonalInformation }));
    await user.click(screen.getByRole('button', { name: accountLabels.saveChanges }));
    await waitFor(() => expect(input(accountLabels.emailAddress)).toHaveAccessibleDescription(notices.emailExists));
    expect(input(accountLabels.emailAddress)).toHaveFocus();
    answer = json({ message: accountMessages.profileChangedMeanwhile }, { status: 409 });
    await user.click(screen.getByRole('button', { name: accountLabels.saveChanges }));
    expect(await screen.findByText(accountMessages.profileChangedMeanwhile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: accountLabels.saveChanges })).toBeEnabled();
  });
});
