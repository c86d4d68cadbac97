import type { SkillComparison } from '@shared/matching-types.js';
import { cvLabels } from '@shared/texts/cv-texts.js';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { hiringLabels, notices, promiseTexts } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { openDownload } from '@/lib/open-download.js';
import { json, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { aCompanyUser, anApplication } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

describe('Application detail', () => {
  it('shows the applicant their application, without decisions', async () => {
    mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications/502': anApplication({
        id: 502,
        status: 'approved',
        statusChangedAt: '2025-03-06T09:00:00.000Z',
      }),
    });
    renderApp('/application/502');
    const article = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(article).getByRole('link', { name: 'Senior Frontend Engineer' })).toHaveAttribute('href', '/job/101');
    expect(within(article).getByText('Northwind Labs')).toBeInTheDocument();
    expect(within(article).getByText('Jamie Seeker (jamie@example.com)')).toBeInTheDocument();
    expect(within(article).getByText('March 4, 2025')).toBeInTheDocument();
    expect(within(article).getByText(hiringLabels.statusLabels.approved)).toBeInTheDocument();
    expect(within(article).getByText('Approved on March 6, 2025')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: hiringLabels.resume })).toBeInTheDocument();
    expect(within(article).getByText(/Ten years of frontend work\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: hiringLabels.backToApplications })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('asks before approving, and sends the message to the applicant', async () => {
    const pending = anApplication();
    const api = mockApi({
      'GET /api/user': aCompanyUser(),
      'GET /api/applications/501': pending,
      'PUT /api/applications/501': { ...pending, status: 'approved', statusChangedAt: '2025-03-05T10:00:00.000Z' },
    });
    const { user } = renderApp('/application/501');
    await user.click(await screen.findByRole('button', { name: hiringLabels.approveFor('Jamie Seeker') }));
    const dialog = await screen.findByRole('dialog', { name: hiringLabels.decideTitle('approved', 'Jamie Seeker') });
    expect(api.to('/api/applications/501').filter((call) => call.method === 'PUT')).toEqual([]);
    const message = within(dialog).getByRole('textbox', { name: hiringLabels.decisionMessage });
    await user.click(message);
    await user.paste('x'.repeat(1001)); // typed key by key, this many characters would take seconds
    expect(within(dialog).getByText(hiringLabels.decisionMessageTooLong(1))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: hiringLabels.approve })).toBeDisabled();
    await user.clear(message);
    await user.type(message, 'Welcome aboard! We will call you.');
    await user.click(within(dialog).getByRole('button', { name: hiringLabels.approve }));
    expect(await screen.findByText(notices.statusUpdated)).toBeInTheDocument();
    expect(api.to('/api/applications/501').at(-1)?.body).toEqual({
      status: 'approved',
      message: 'Welcome aboard! We will call you.',
    });
    expect(await screen.findByText('Approved on March 5, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: hiringLabels.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard?tab=applications',
    );
  });

  it('marks a removed job, without a link to it and without decisions', async () => {
    mockApi({ 'GET /api/user': aCompanyUser(), 'GET /api/applications/501': anApplication({ jobRemoved: true }) });
    renderApp('/application/501');
    const article = await screen.findByRole('article');
    expect(within(article).getByText(hiringLabels.jobRemoved)).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: 'Senior Frontend Engineer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it.each(['777', 'abc'])('shows Application Not Found for %s', async (id) => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/applications/777': () => json({ message: 'Application not found' }, { status: 404 }),
    });
    renderApp(`/application/${id}`);
    expect(await screen.findByRole('heading', { name: hiringLabels.applicationNotFound })).toBeInTheDocument();
    expect(api.to('/api/applications/abc')).toHaveLength(0);
  });

  describe('sent with a CV', () => {
    const withCv = () =>
      anApplication({ resume: '', coverLetter: '', cv: { name: 'Jamie CV.pdf', size: 1_258_291, type: 'pdf' } });

    it('lets the company download it through a link asked for on the click', async () => {
      const go = vi.spyOn(openDownload, 'go').mockImplementation(() => undefined);
      const api = mockApi({
        'GET /api/user': aCompanyUser(),
        'GET /api/applications/501': withCv(),
        'GET /api/applications/501/cv': { url: 'https://bucket.test/application-cvs/501?X-Amz-Signature=abc' },
      });
      const { user } = renderApp('/application/501');
      const article = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
      expect(within(article).getByText('Jamie CV.pdf (1.2 MB)')).toBeInTheDocument();
      expect(within(article).queryByRole('heading', { name: hiringLabels.resume })).not.toBeInTheDocument();
      expect(within(article).getByText(cvLabels.noCoverLetter)).toBeInTheDocument();
      expect(api.to('/api/applications/501/cv')).toHaveLength(0);
      await user.click(within(article).getByRole('button', { name: cvLabels.downloadCvOf('Jamie Seeker') }));
      await waitFor(() =>
        expect(go).toHaveBeenCalledWith('https://bucket.test/application-cvs/501?X-Amz-Signature=abc'),
      );
    });

    it('says why when the link is refused', async () => {
      vi.spyOn(openDownload, 'go').mockImplementation(() => undefined);
      mockApi({
        'GET /api/user': aCompanyUser(),
        'GET /api/applications/501': withCv(),
        'GET /api/applications/501/cv': json({ message: 'This application has no CV' }, { status: 404 }),
      });
      const { user } = renderApp('/application/501');
      await user.click(await screen.findByRole('button', { name: cvLabels.downloadCvOf('Jamie Seeker') }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This application has no CV');
    });

    it('shows the applicant the file they sent, its name a link that opens it', async () => {
      const go = vi.spyOn(openDownload, 'go').mockImplementation(() => undefined);
      const application = withCv();
      mockApi({
        'GET /api/user': aUser({ id: application.userId }),
        'GET /api/applications/501': application,
        'GET /api/applications/501/cv': { url: 'https://bucket.test/application-cvs/501?X-Amz-Signature=own' },
      });
      const { user } = renderApp('/application/501');
      const article = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
      expect(within(article).getByText('(1.2 MB)', { exact: false })).toBeInTheDocument();
      expect(within(article).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
      await user.click(within(article).getByRole('button', { name: 'Jamie CV.pdf' }));
      await waitFor(() =>
        expect(go).toHaveBeenCalledWith('https://bucket.test/application-cvs/501?X-Amz-Signature=own'),
      );
    });
  });

  describe('the skills the job asks for, for the company', () => {
    const bakery = ['Sourdough', 'Viennoiserie', 'HACCP', 'Lamination'];
    const compared = (comparison: Partial<SkillComparison> = {}) => ({
      ...anApplication({ viewedAt: '2025-03-05T08:00:00.000Z' }),
      skillComparison: {
        found: ['Sourdough', 'Viennoiserie', 'HACCP'],
        notFound: ['Lamination'],
        cvUnread: false,
        nothingToCompare: false,
        ...comparison,
      },
    });
    const section = async () =>
      (await screen.findByRole('heading', { level: 2, name: matchingLabels.skillsAsked })).closest('section');

    it('shows those found in what the applicant sent beside those not found, never as not listed', async () => {
      mockApi({ 'GET /api/user': aCompanyUser(), 'GET /api/applications/501': compared() });
      renderApp('/application/501');
      const skills = within((await section()) as HTMLElement);
      const found = skills.getByRole('heading', { level: 3, name: `${matchingLabels.applicantFound} (3)` });
      expect(found.nextElementSibling).toHaveTextContent('SourdoughViennoiserieHACCP');
      const notFound = skills.getByRole('heading', { level: 3, name: `${matchingLabels.applicantNotFound} (1)` });
      expect(notFound.nextElementSibling).toHaveTextContent('Lamination');
      expect(skills.queryByText(matchingLabels.cvUnread)).not.toBeInTheDocument();
      expect(skills.queryByText(/Not listed/)).not.toBeInTheDocument();
    });

    it('says so when the CV they sent could not be read', async () => {
      mockApi({
        'GET /api/user': aCompanyUser(),
        'GET /api/applications/501': compared({ found: [], notFound: bakery, cvUnread: true }),
      });
      renderApp('/application/501');
      const skills = within((await section()) as HTMLElement);
      expect(
        skills.getByRole('heading', { level: 3, name: `${matchingLabels.applicantNotFoundSoFar} (4)` }),
      ).toBeInTheDocument();
      expect(skills.getByText(matchingLabels.cvUnread)).toBeInTheDocument();
      expect(skills.queryByText(new RegExp(matchingLabels.applicantNotFound))).not.toBeInTheDocument();
    });

    it('lists only the job’s skills, with why, when there is nothing to compare', async () => {
      mockApi({
        'GET /api/user': aCompanyUser(),
        'GET /api/applications/501': compared({ found: [], notFound: bakery, cvUnread: true, nothingToCompare: true }),
      });
      renderApp('/application/501');
      const skills = within((await section()) as HTMLElement);
      expect(skills.getByText(matchingLabels.nothingToCompare(true))).toBeInTheDocument();
      expect(skills.getAllByRole('listitem').map((item) => item.textContent)).toEqual(bakery);
      expect(skills.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    });

    it('keeps the section once the application is marked viewed', async () => {
      const unviewed = { ...compared(), viewedAt: undefined };
      const api = mockApi({
        'GET /api/user': aCompanyUser(),
        'GET /api/applications/501': unviewed,
        'POST /api/applications/501/viewed': { ...anApplication(), viewedAt: '2025-03-06T08:00:00.000Z' },
      });
      renderApp('/application/501');
      await section();
      await waitFor(() => expect(api.to('/api/applications/501/viewed')).toHaveLength(1));
      const article = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
      const viewed = within(article).getByText(promiseTexts.viewedByCompany).nextElementSibling;
      await waitFor(() => expect(viewed).toHaveTextContent('March 6, 2025'));
      expect(within(article).getByRole('heading', { level: 2, name: matchingLabels.skillsAsked })).toBeInTheDocument();
    });

    it('shows nothing of it to the applicant', async () => {
      const application = compared();
      mockApi({ 'GET /api/user': aUser({ id: application.userId }), 'GET /api/applications/501': application });
      renderApp('/application/501');
      await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
      expect(screen.queryByRole('heading', { name: matchingLabels.skillsAsked })).not.toBeInTheDocument();
    });
  });
});
