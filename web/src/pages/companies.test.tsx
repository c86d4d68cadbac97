import { screen, waitFor, within } from '@testing-library/react';
import { labels, notices, screenTexts } from '../../../shared/texts.js';
import { json, mockApi } from '../testing/api-mock.js';
import { aCompany, jobSummaries } from '../testing/fixtures.js';
import { renderApp } from '../testing/render.js';

describe('Companies directory', () => {
  it('says it is loading', async () => {
    mockApi({ 'GET /api/companies': () => new Promise(() => undefined) });
    renderApp('/companies');
    expect(await screen.findByText(notices.loadingCompanies)).toBeInTheDocument();
  });

  it('shows each company with its details and actions', async () => {
    mockApi({
      'GET /api/companies': [
        aCompany(),
        aCompany({ id: 8, name: 'Quiet Co', website: undefined, location: undefined }),
      ],
    });
    renderApp('/companies');
    const northwind = await screen.findByRole('article', { name: 'Northwind Labs' });
    expect(within(northwind).getByText(labels.companyBadge)).toBeInTheDocument();
    expect(within(northwind).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(within(northwind).getByRole('link', { name: labels.viewJobs })).toHaveAttribute('href', '/jobs?company=7');
    const website = within(northwind).getByRole('link', { name: labels.visitWebsite('Northwind Labs') });
    expect(website).toHaveAttribute('href', 'https://northwind.example');
    expect(website).toHaveAttribute('target', '_blank');
    const quiet = screen.getByRole('article', { name: 'Quiet Co' });
    expect(within(quiet).queryByRole('link', { name: /website/i })).not.toBeInTheDocument();
  });

  it('shows the empty texts when no company has registered', async () => {
    mockApi({ 'GET /api/companies': [] });
    renderApp('/companies');
    expect(await screen.findByText(notices.noCompanies)).toBeInTheDocument();
    expect(screen.getByText(notices.noCompaniesText)).toBeInTheDocument();
  });
});

describe('Company page', () => {
  it("shows the company's details and its open jobs", async () => {
    const api = mockApi({ 'GET /api/companies/7': aCompany(), 'GET /api/jobs': jobSummaries(2) });
    renderApp('/companies/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Labs' })).toBeInTheDocument();
    expect(screen.getByText('We build developer tools for teams who ship every day.')).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: labels.openPositions });
    expect(await within(jobs).findByRole('heading', { name: 'Job number 2' })).toBeInTheDocument();
    expect(api.to('/api/jobs')[0]?.url.searchParams.get('company')).toBe('7');
  });

  it('says when the company has no open jobs', async () => {
    mockApi({ 'GET /api/companies/7': aCompany(), 'GET /api/jobs': [] });
    renderApp('/companies/7');
    expect(await screen.findByText(labels.noOpenPositions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: labels.clearAllFilters })).not.toBeInTheDocument();
  });

  it('shows Company Not Found for a non-numeric id without asking the API', async () => {
    const api = mockApi();
    renderApp('/companies/acme');
    expect(await screen.findByRole('heading', { name: labels.companyNotFound })).toBeInTheDocument();
    expect(api.to('/api/companies/acme')).toHaveLength(0);
  });

  it('shows Company Not Found for an unknown id', async () => {
    mockApi({ 'GET /api/companies/99': () => json({ message: 'Company not found' }, { status: 404 }) });
    renderApp('/companies/99');
    expect(await screen.findByRole('heading', { name: labels.companyNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.backToCompanies })).toHaveAttribute('href', '/companies');
  });

  it('lists companies with open jobs, most first, searchable by name, a page at a time', async () => {
    const companies = Array.from({ length: 30 }, (_, i) => aCompany({ id: i + 1, name: `Firm ${i + 1}`, jobCount: i }));
    mockApi({ 'GET /api/companies': companies });
    const { user } = renderApp('/companies');
    // Firm 1 has no open job: left out. The other 29 are shown 24 at a time, most open jobs first.
    expect(await screen.findByText(screenTexts.showingCompanies(24, 29), {}, { timeout: 10_000 })).toBeInTheDocument();
    const names = () =>
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
    expect(names()[0]).toBe('Firm 30');
    expect(names()).not.toContain('Firm 1');
    await user.click(screen.getByRole('button', { name: screenTexts.moreCompanies }));
    expect(names()).toHaveLength(29);
    await user.click(screen.getByRole('checkbox', { name: screenTexts.includeWithoutJobs }));
    expect(await screen.findByText(screenTexts.showingCompanies(24, 30))).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: screenTexts.searchCompanies }), 'firm 2');
    await waitFor(() =>
      expect(names()).toEqual([
        'Firm 29',
        'Firm 28',
        'Firm 27',
        'Firm 26',
        'Firm 25',
        'Firm 24',
        'Firm 23',
        'Firm 22',
        'Firm 21',
        'Firm 20',
        'Firm 2',
      ]),
    );
  });
});
