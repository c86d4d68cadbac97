import { accountLabels } from '@shared/texts/account-labels.js';
import { searchTexts } from '@shared/texts/search-texts.js';
import { jobLabels, labels, loadFailureTexts, notices } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aJob, aJobSummary, aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

describe('Job detail', () => {
  it('shows the job: header, texts with their paragraphs, overview and its skills', async () => {
    mockApi({ 'GET /api/jobs/101': aJob() });
    renderApp('/job/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' })).toBeInTheDocument();
    expect(screen.getAllByText('Full-time')).toHaveLength(2); // the badge and the overview
    expect(screen.getByRole('link', { name: 'Northwind Labs' })).toHaveAttribute('href', '/companies/7');
    // The salary is in the header too, before the description, not only in the overview at the foot on a phone.
    const article = screen.getByRole('article');
    expect(within(article).getByText('$120k–150k a year')).toBeInTheDocument();
    expect(screen.getByText('Build the interfaces our customers use every day.')).toBeInTheDocument();
    expect(screen.getByText('You will own features end to end.')).toBeInTheDocument();
    expect(screen.getByText('5 years of React').tagName).toBe('LI');
    const overview = screen.getByRole('region', { name: jobLabels.jobOverview });
    expect(within(overview).getByText('$120k–150k a year')).toBeInTheDocument();
    expect(within(overview).getByText('Senior Level')).toBeInTheDocument();
    const skills = screen.getByRole('list', { name: labels.skills });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'GraphQL', 'Accessibility']);
  });

  it("heads the job with its company's logo in a fixed box, named by the company, or its first letter", async () => {
    mockApi({ 'GET /api/jobs/101': aJob({ companyLogo: '/logos/7/a1.png' }) });
    const { unmount } = renderApp('/job/101');
    const article = await screen.findByRole('article');
    const logo = within(article).getByRole('img', { name: 'Northwind Labs' });
    expect(logo).toHaveAttribute('src', '/logos/7/a1.png');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['56', '56']);
    unmount();

    mockApi({ 'GET /api/jobs/101': aJob({ companyLogo: undefined }) });
    renderApp('/job/101');
    const plain = await screen.findByRole('article');
    expect(within(plain).queryByRole('img', { name: 'Northwind Labs' })).not.toBeInTheDocument();
    expect(within(plain).getByText('N')).toHaveAttribute('aria-hidden', 'true');
  });

  it('holds the place of the article while the job loads, then replaces the placeholder', async () => {
    let answer: (job: unknown) => void = () => {};
    mockApi({ 'GET /api/jobs/101': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/job/101');
    expect(await screen.findByRole('status', { name: labels.loading })).toBeInTheDocument();
    answer(aJob());
    await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' });
    expect(screen.queryByRole('status', { name: labels.loading })).not.toBeInTheDocument();
  });

  it('shows a salary posted only as text as it was written', async () => {
    const textOnly = aJob({ salary: 'Competitive, plus equity' });
    for (const field of ['salaryMin', 'salaryMax', 'currency', 'period'] as const) delete textOnly[field];
    mockApi({ 'GET /api/jobs/101': textOnly });
    renderApp('/job/101');
    const overview = await screen.findByRole('region', { name: jobLabels.jobOverview });
    expect(within(overview).getByText('Competitive, plus equity')).toBeInTheDocument();
  });

  it('leaves salary and experience out of the overview when the job has none', async () => {
    const noPay = {
      salary: undefined,
      salaryMin: undefined,
      salaryMax: undefined,
      currency: undefined,
      period: undefined,
    };
    mockApi({ 'GET /api/jobs/101': aJob({ ...noPay, experience: undefined }) });
    renderApp('/job/101');
    const overview = await screen.findByRole('region', { name: jobLabels.jobOverview });
    expect(within(overview).queryByText(labels.salary)).not.toBeInTheDocument();
    expect(within(overview).queryByText(jobLabels.experience)).not.toBeInTheDocument();
    expect(within(overview).getByText(jobLabels.jobType)).toBeInTheDocument();
  });

  it('shows Job Not Found for an unknown job', async () => {
    mockApi({ 'GET /api/jobs/999': () => json({ message: 'Job not found' }, { status: 404 }) });
    renderApp('/job/999');
    expect(await screen.findByRole('heading', { name: notices.jobNotFound })).toBeInTheDocument();
    expect(screen.getByText(notices.jobNotFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobLabels.backToJobs })).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(document.title).toBe(`${notices.jobNotFound} | ${labels.brand}`));
  });

  it('shows Job Not Found for a non-numeric id without asking the API', async () => {
    const api = mockApi();
    renderApp('/job/abc');
    expect(await screen.findByRole('heading', { name: notices.jobNotFound })).toBeInTheDocument();
    expect(api.to('/api/jobs/abc')).toHaveLength(0);
  });

  it('copies the link for real and says so', async () => {
    mockApi({ 'GET /api/jobs/101': aJob() });
    const { user } = renderApp('/job/101');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: jobLabels.copyLink }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText(jobLabels.linkCopied)).toBeInTheDocument();
  });

  it('says when the browser refuses to copy', async () => {
    mockApi({ 'GET /api/jobs/101': aJob() });
    const { user } = renderApp('/job/101');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: jobLabels.copyLink }));
    expect(await screen.findByText(jobLabels.copyFailed)).toBeInTheDocument();
  });

  it('offers share links for the common networks without the Web Share API', async () => {
    mockApi({ 'GET /api/jobs/101': aJob() });
    renderApp('/job/101');
    const linkedIn = await screen.findByRole('link', { name: jobLabels.shareOn('LinkedIn') });
    const url = encodeURIComponent(window.location.href);
    expect(linkedIn).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(screen.getByRole('link', { name: jobLabels.shareOn('X') }).getAttribute('href')).toContain(`url=${url}`);
    expect(screen.getByRole('link', { name: jobLabels.shareOn('Facebook') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobLabels.shareOn('Email') }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
  });

  it('uses the Web Share API when the browser has it', async () => {
    mockApi({ 'GET /api/jobs/101': aJob() });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = renderApp('/job/101');
    await user.click(await screen.findByRole('button', { name: jobLabels.share }));
    expect(share).toHaveBeenCalledWith({ title: 'Senior Frontend Engineer', url: window.location.href });
    expect(screen.queryByRole('link', { name: jobLabels.shareOn('LinkedIn') })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor who wants to apply to /auth, saying Sign in to apply', async () => {
    mockApi({ 'GET /api/jobs/101': aJob() });
    const { user, location } = renderApp('/job/101');
    const [apply] = await screen.findAllByRole('button', { name: jobLabels.applyNow });
    // There, disabled, from the first render (the page keeps its layout); usable once the session has answered.
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply as HTMLElement);
    expect(location().pathname).toBe('/auth');
    expect(location().state).toMatchObject({ from: { pathname: '/job/101' } });
    expect(await screen.findByText(accountLabels.signInReasons.apply as string)).toBeInTheDocument();
  });

  it('holds Apply Now in place, disabled, while the session is on its way', async () => {
    let answerSession: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/jobs/101': aJob(),
      'GET /api/user': () => new Promise<Response>((resolve) => (answerSession = resolve)),
    });
    renderApp('/job/101');
    await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' });
    const buttons = screen.getAllByRole('button', { name: jobLabels.applyNow });
    for (const button of buttons) expect(button).toBeDisabled();
    answerSession(json({ message: 'Please sign in to continue' }, { status: 401 }));
    await waitFor(() => {
      for (const button of buttons) expect(button).toBeEnabled();
    });
  });

  it('shows no Apply Now to a company', async () => {
    mockApi({ 'GET /api/jobs/101': aJob(), 'GET /api/user': aUser({ role: 'company' }) });
    renderApp('/job/101');
    await screen.findByRole('button', { name: labels.myAccount });
    expect(screen.queryByRole('button', { name: jobLabels.applyNow })).not.toBeInTheDocument();
  });

  it('shows other failures as an error with a retry, not as a missing job', async () => {
    mockApi({ 'GET /api/jobs/101': () => json({ message: 'Something went wrong' }, { status: 500 }) });
    renderApp('/job/101');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loadFailureTexts.server);
    expect(alert).not.toHaveTextContent('500');
    expect(screen.queryByText(notices.jobNotFound)).not.toBeInTheDocument();
  });

  describe('similar jobs', () => {
    const similar = (id: number, title: string, reason: string) => ({
      ...aJobSummary({ id, title, companyName: 'Contoso', location: 'Lisbon' }),
      reason,
      sharedSkills: [],
      sameCategory: true,
    });

    it('lists them under the job with the reason the API gives, after placeholders', async () => {
      let answer: (jobs: unknown) => void = () => {};
      mockApi({
        'GET /api/jobs/101': aJob(),
        'GET /api/jobs/101/similar': () => new Promise((resolve) => (answer = resolve)),
      });
      renderApp('/job/101');
      expect(await screen.findByRole('status', { name: searchTexts.similarJobsLoading })).toBeInTheDocument();
      answer([
        similar(7, 'React Developer', 'same category and 3 shared skills: React, TypeScript, GraphQL'),
        similar(8, 'Data Engineer', 'same category'),
      ]);
      const region = await screen.findByRole('region', { name: searchTexts.similarJobs });
      const cards = await within(region).findAllByRole('article');
      expect(cards.map((card) => card.textContent)).toEqual([
        'React DeveloperContoso · Lisbonsame category and 3 shared skills: React, TypeScript, GraphQL',
        'Data EngineerContoso · Lisbonsame category',
      ]);
      expect(within(region).getByRole('link', { name: 'React Developer' })).toHaveAttribute('href', '/job/7');
      expect(screen.queryByRole('status', { name: searchTexts.similarJobsLoading })).not.toBeInTheDocument();
    });

    it('shows nothing at all when there are none', async () => {
      mockApi({ 'GET /api/jobs/101': aJob(), 'GET /api/jobs/101/similar': [] });
      renderApp('/job/101');
      await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' });
      await waitFor(() =>
        expect(screen.queryByRole('status', { name: searchTexts.similarJobsLoading })).not.toBeInTheDocument(),
      );
      expect(screen.queryByRole('heading', { name: searchTexts.similarJobs })).not.toBeInTheDocument();
    });
  });
});
