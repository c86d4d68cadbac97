import { homeNotices, labels, loadFailureTexts } from '@shared/texts.js';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aCategory, aCompany, aUser, jobSummaries } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

function mockHome(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/jobs': jobSummaries(6),
    'GET /api/categories': [aCategory(), aCategory({ id: 2, name: 'Design', icon: 'PaletteIcon', jobCount: 1 })],
    'GET /api/companies': Array.from({ length: 8 }, (_, i) => aCompany({ id: i + 1, name: `Company ${i + 1}` })),
    ...overrides,
  });
}

describe('Home page', () => {
  it('searches with only the non-empty fields', async () => {
    mockHome();
    const { user, location, query } = renderApp('/');
    await user.type(screen.getByRole('textbox', { name: labels.searchPlaceholder }), 'react developer');
    await user.click(screen.getByRole('button', { name: labels.search }));
    expect(location().pathname).toBe('/jobs');
    expect(query()).toEqual({ search: 'react developer' });
  });

  it('sends search and location together when both are filled', async () => {
    mockHome();
    const { user, query } = renderApp('/');
    await user.type(screen.getByRole('textbox', { name: labels.searchPlaceholder }), 'designer');
    await user.type(screen.getByRole('textbox', { name: labels.locationPlaceholder }), 'Remote{Enter}');
    expect(query()).toEqual({ search: 'designer', location: 'Remote' });
  });

  it('links the popular searches to /jobs?search=term, and Remote to the work arrangement filter', async () => {
    mockHome();
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Software Engineer' });
    expect(link).toHaveAttribute('href', '/jobs?search=Software+Engineer');
    expect(screen.getByRole('link', { name: 'Remote' })).toHaveAttribute('href', '/jobs?workArrangement=remote');
  });

  it('shows six featured jobs, asking the API for six', async () => {
    const api = mockHome();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Job number 6' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: new RegExp(`^${labels.viewDetails}`) })).toHaveLength(6);
    expect(api.to('/api/jobs')[0]?.url.searchParams.get('limit')).toBe('6');
  });

  it('says so when there are no jobs', async () => {
    mockHome({ 'GET /api/jobs': [] });
    renderApp('/');
    expect(await screen.findByText(homeNotices.noJobsMatching)).toBeInTheDocument();
  });

  it('shows the error and placeholder cards when the jobs call fails', async () => {
    mockHome({ 'GET /api/jobs': () => json({ message: 'boom' }, { status: 500 }) });
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(labels.featuredFailed);
    expect(alert).toHaveTextContent(loadFailureTexts.server);
    expect(alert).not.toHaveTextContent('boom');
  });

  it('links categories to the list with their real job counts', async () => {
    mockHome();
    renderApp('/');
    const design = await screen.findByRole('link', { name: /Design/ });
    expect(design).toHaveAttribute('href', '/jobs?category=Design');
    expect(design).toHaveTextContent('1 job');
    expect(screen.getByRole('link', { name: /Technology/ })).toHaveTextContent('24 jobs');
  });

  it('shows the loading texts, then the six companies the API ranks first by open jobs', async () => {
    const companies = Array.from({ length: 6 }, (_, i) =>
      aCompany({ id: 8 - i, name: `Company ${8 - i}`, jobCount: 8 - i }),
    );
    const api = mockHome({ 'GET /api/companies': companies });
    renderApp('/');
    expect(screen.getByText(homeNotices.loadingCategories)).toBeInTheDocument();
    expect(screen.getByText(homeNotices.loadingCompanies)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Company 8/ })).toHaveAttribute('href', '/companies/8');
    expect(screen.getByRole('link', { name: /Company 3/ })).toBeInTheDocument();
    // The API's default order is most open jobs first, without companies that have none: ask for six of those.
    expect(api.to('/api/companies')[0]?.url.search).toBe('?limit=6');
    expect(screen.getByRole('link', { name: labels.viewAllCompanies })).toHaveAttribute('href', '/companies');
  });

  it('shows the empty texts of categories and companies', async () => {
    mockHome({ 'GET /api/categories': [], 'GET /api/companies': [] });
    renderApp('/');
    expect(await screen.findByText(homeNotices.noCategories)).toBeInTheDocument();
    expect(await screen.findByText(homeNotices.noCompanies)).toBeInTheDocument();
  });

  it('shows the visitor blocks and sends Post a Job to /auth when signed out', async () => {
    mockHome();
    renderApp('/');
    const banner = await screen.findByRole('region', { name: labels.bannerTitle });
    expect(within(banner).getByRole('link', { name: labels.createProfile })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    expect(within(banner).getByRole('link', { name: labels.browseJobs })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('region', { name: labels.forEmployers })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const link of within(main).getAllByRole('link', { name: labels.postAJob })) {
      expect(link).toHaveAttribute('href', '/auth');
    }
  });

  it('offers Post a Job only to those who can post: not to a job seeker or an admin', async () => {
    for (const role of ['job_seeker', 'admin'] as const) {
      mockHome({ 'GET /api/user': aUser({ role }) });
      const { unmount } = renderApp('/');
      expect(await screen.findByRole('button', { name: labels.myAccount })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).queryByRole('link', { name: labels.postAJob })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('hides the visitor blocks and sends Post a Job to /post-job when signed in', async () => {
    mockHome({ 'GET /api/user': aUser({ role: 'company', name: 'Acme HR' }) });
    renderApp('/');
    expect(await screen.findByRole('button', { name: labels.myAccount })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: labels.bannerTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: labels.forEmployers })).not.toBeInTheDocument();
    for (const link of within(screen.getByRole('main')).getAllByRole('link', { name: labels.postAJob })) {
      expect(link).toHaveAttribute('href', '/post-job');
    }
  });
});
