import { isListed } from '@shared/browser-storage.js';
import { applicationMessages } from '@shared/schemas/application.js';
import { cvLabels } from '@shared/texts/cv-texts.js';
import { jobMarkLabels } from '@shared/texts/job-mark-texts.js';
import { emailConfirmationTexts, hiringLabels, jobLabels, notices } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { setSignedInMarker } from '@/api/signed-in-marker.js';
import { json, type MockRequest, mockApi } from '@/testing/api-mock.js';
import { aJob, aUser } from '@/testing/fixtures.js';
import { anApplication, fillIn } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

function mockJobPage(apply: (request: MockRequest) => unknown, applications: unknown[] = [], seeker = aUser()) {
  return mockApi({
    'GET /api/user': seeker,
    'GET /api/jobs/101': aJob(),
    'GET /api/applications': applications,
    'POST /api/jobs/101/apply': apply,
  });
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  const [apply] = await screen.findAllByRole('button', { name: jobLabels.applyNow });
  // It is there, disabled, until the session and the seeker's applications have answered.
  await waitFor(() => expect(apply).toBeEnabled());
  await user.click(apply as HTMLElement);
  // The dialog's code arrives on the first click: wait for it.
  return screen.findByRole('dialog', { name: hiringLabels.applyTitle('Senior Frontend Engineer') });
}

const resumeField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Resume/ });
const letterField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${hiringLabels.coverLetterField}`) });

describe('Apply dialog', () => {
  it('requires both texts, focusing the resume first', async () => {
    const api = mockJobPage(() => anApplication());
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    expect(resumeField(dialog)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));
    expect(resumeField(dialog)).toHaveAccessibleDescription(applicationMessages.resumeRequired);
    expect(letterField(dialog)).toHaveAccessibleDescription(applicationMessages.coverLetterRequired);
    expect(api.to('/api/jobs/101/apply')).toHaveLength(0);
  });

  it('says before the seeker writes that an unconfirmed address must be confirmed first', async () => {
    mockJobPage(() => anApplication(), [], aUser({ emailVerified: false }));
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent(emailConfirmationTexts.applyWaits(aUser().email));
  });

  it('says nothing of confirming to a confirmed seeker', async () => {
    mockJobPage(() => anApplication());
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    expect(dialog).not.toHaveTextContent(/Confirm your email address/);
  });

  it('gives keyboard focus back to Apply Now when Escape closes it', async () => {
    mockJobPage(() => anApplication());
    const { user } = renderApp('/job/101');
    const [apply] = await screen.findAllByRole('button', { name: jobLabels.applyNow });
    await waitFor(() => expect(apply).toBeEnabled());
    (apply as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(apply).toHaveFocus());
  });

  it('closes and clears on Cancel', async () => {
    mockJobPage(() => anApplication());
    const { user } = renderApp('/job/101');
    let dialog = await openDialog(user);
    await fillIn(user, resumeField(dialog), 'My resume');
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(resumeField(dialog)).toHaveValue('');
  });

  it('applies, says so, closes, and then shows the applied state', async () => {
    const api = mockJobPage(({ body }) => json(anApplication({ id: 900, ...(body as object) }), { status: 201 }));
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    await fillIn(user, resumeField(dialog), 'Ten years of React.');
    await fillIn(user, letterField(dialog), 'I would love to join.');
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));

    expect(await screen.findByText(notices.applicationSubmitted)).toBeInTheDocument();
    expect(screen.getByText(notices.applicationSubmittedText)).toBeInTheDocument();
    expect(api.to('/api/jobs/101/apply')[0]?.body).toEqual({
      source: 'text',
      resume: 'Ten years of React.',
      coverLetter: 'I would love to join.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const applied = screen.getAllByRole('link', { name: hiringLabels.applied });
    expect(applied[0]).toHaveAttribute('href', '/application/900');
    expect(screen.queryByRole('button', { name: jobLabels.applyNow })).not.toBeInTheDocument();
  });

  it('keeps what the seeker typed when their session ends, and brings it back once they sign in again', async () => {
    let sessionAlive = true;
    const signedOut = () => json({ message: 'Please sign in to continue' }, { status: 401 });
    mockApi({
      'GET /api/user': () => (sessionAlive ? aUser() : signedOut()),
      'GET /api/jobs/101': aJob(),
      'GET /api/applications': [],
      'POST /api/jobs/101/apply': ({ body }) =>
        sessionAlive ? json(anApplication({ id: 900, ...(body as object) }), { status: 201 }) : signedOut(),
    });
    const first = renderApp('/job/101');
    let dialog = await openDialog(first.user);
    await fillIn(first.user, resumeField(dialog), 'Ten years of React.');
    await fillIn(first.user, letterField(dialog), 'I would love to join.');
    // Kept under a key the cookie page lists (shared/browser-storage.ts).
    const keys = Object.keys(sessionStorage);
    expect(keys).toHaveLength(1);
    expect(isListed('Session storage', keys[0] as string)).toBe(true);
    // Signed out on another device while writing: the send is refused and the dialog goes with the session.
    sessionAlive = false;
    await first.user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // Signed in again in this tab: Apply brings the text back, and sending it forgets it.
    sessionAlive = true;
    setSignedInMarker();
    const second = renderApp('/job/101');
    dialog = await openDialog(second.user);
    expect(resumeField(dialog)).toHaveValue('Ten years of React.');
    expect(letterField(dialog)).toHaveValue('I would love to join.');
    await second.user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));
    expect(await screen.findByText(notices.applicationSubmitted)).toBeInTheDocument();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('shows the applied state from the start for a job applied to before', async () => {
    mockJobPage(() => anApplication(), [anApplication({ id: 77, jobId: 101 })]);
    renderApp('/job/101');
    expect((await screen.findAllByRole('link', { name: hiringLabels.applied }))[0]).toHaveAttribute(
      'href',
      '/application/77',
    );
  });

  it.each([
    ['rejected', 'Rejected: view your application'],
    ['approved', 'Approved: view your application'],
    ['no_decision', 'No decision yet: view your application'],
  ] as const)('says the answer, not only Applied, once the application is %s', async (status, label) => {
    mockJobPage(() => anApplication(), [anApplication({ id: 79, jobId: 101, status })]);
    renderApp('/job/101');
    expect((await screen.findAllByRole('link', { name: label }))[0]).toHaveAttribute('href', '/application/79');
    expect(screen.queryByRole('link', { name: hiringLabels.applied })).not.toBeInTheDocument();
  });

  it('says Withdrawn, not Applied, for a job whose application was taken back', async () => {
    mockJobPage(() => anApplication(), [anApplication({ id: 78, jobId: 101, status: 'withdrawn' })]);
    renderApp('/job/101');
    const links = await screen.findAllByRole('link', { name: hiringLabels.withdrawn });
    expect(links[0]).toHaveAttribute('href', '/application/78');
    expect(screen.queryByRole('link', { name: hiringLabels.applied })).not.toBeInTheDocument();
    expect(screen.getByText(jobMarkLabels.withdrawn)).toBeInTheDocument();
    expect(screen.queryByText(jobMarkLabels.applied)).not.toBeInTheDocument();
  });

  it('explains a second application with the server message', async () => {
    let applied = false;
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/jobs/101': aJob(),
      'GET /api/applications': () => (applied ? [anApplication({ id: 88 })] : []),
      'POST /api/jobs/101/apply': () => {
        applied = true;
        return json({ message: 'You have already applied to this job' }, { status: 409 });
      },
    });
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    await fillIn(user, resumeField(dialog), 'Resume');
    await fillIn(user, letterField(dialog), 'Letter');
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(notices.applicationFailed);
    expect(toast).toHaveTextContent('You have already applied to this job');
    expect((await screen.findAllByRole('link', { name: hiringLabels.applied }))[0]).toHaveAttribute(
      'href',
      '/application/88',
    );
  });

  it('keeps the texts and says the general failure text when the server fails', async () => {
    mockJobPage(() => json({ message: 'boom' }, { status: 500 }));
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    await fillIn(user, resumeField(dialog), 'Resume');
    await fillIn(user, letterField(dialog), 'Letter');
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(notices.applicationFailedText);
    expect(screen.getByText(notices.applicationFailed)).toBeInTheDocument(); // the toast
    expect(resumeField(dialog)).toHaveValue('Resume');
  });

  it('announces a failure once, inside the dialog; the toast shows it without a second alert', async () => {
    mockJobPage(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    await fillIn(user, resumeField(dialog), 'Resume');
    await fillIn(user, letterField(dialog), 'Letter');
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(notices.applicationFailedText);
    const toast = (await screen.findByText(notices.applicationFailed)).closest('.MuiAlert-root') as HTMLElement;
    expect(toast).toHaveTextContent(notices.applicationFailedText);
    // Every live region saying it, whether or not the open dialog hides the rest of the page: only the dialog's.
    const alerts = [...document.querySelectorAll('[role="alert"], [role="status"]')].filter((region) =>
      region.textContent?.includes(notices.applicationFailedText),
    );
    expect(alerts).toEqual([within(dialog).getByRole('alert')]);
  });

  describe('with a saved CV', () => {
    const withCv = () =>
      aUser({ cv: { name: 'Jamie CV.pdf', size: 204_800, type: 'pdf', uploadedAt: '2025-03-01T10:00:00.000Z' } });
    const savedChoice = (dialog: HTMLElement) =>
      within(dialog).getByRole('radio', { name: new RegExp(cvLabels.withSavedCv) });

    it('chooses the saved CV, asks no resume, and sends the optional cover letter', async () => {
      const api = mockJobPage(
        ({ body }) => json(anApplication({ id: 901, ...(body as object) }), { status: 201 }),
        [],
        withCv(),
      );
      const { user } = renderApp('/job/101');
      const dialog = await openDialog(user);
      expect(within(dialog).getByRole('radiogroup', { name: cvLabels.howToApply })).toBeInTheDocument();
      expect(savedChoice(dialog)).toBeChecked();
      expect(savedChoice(dialog)).toHaveFocus();
      expect(within(dialog).getByText('Jamie CV.pdf (200 KB)')).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox', { name: /Resume/ })).not.toBeInTheDocument();
      // The same name as with a pasted resume; only the rule differs, and the help says it.
      expect(letterField(dialog)).not.toBeRequired();
      expect(letterField(dialog)).toHaveAccessibleDescription(hiringLabels.coverLetterOptionalHelp);
      await user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));

      expect(await screen.findByText(notices.applicationSubmitted)).toBeInTheDocument();
      expect(api.to('/api/jobs/101/apply')[0]?.body).toEqual({ source: 'saved-cv', coverLetter: '' });
    });

    it('still offers the pasted resume, with its required fields and their messages', async () => {
      const api = mockJobPage(() => anApplication(), [], withCv());
      const { user } = renderApp('/job/101');
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('radio', { name: cvLabels.withText }));
      await user.click(within(dialog).getByRole('button', { name: hiringLabels.submitApplication }));
      expect(resumeField(dialog)).toHaveAccessibleDescription(applicationMessages.resumeRequired);
      expect(letterField(dialog)).toHaveAccessibleDescription(applicationMessages.coverLetterRequired);
      expect(letterField(dialog)).toBeRequired();
      expect(api.to('/api/jobs/101/apply')).toHaveLength(0);
    });
  });

  it('tells a seeker without a CV where to upload one', async () => {
    mockJobPage(() => anApplication());
    const { user } = renderApp('/job/101');
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: cvLabels.goToProfile })).toHaveAttribute('href', '/profile');
  });
});
