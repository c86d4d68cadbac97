import { NEXT_CURSOR_HEADER } from '@shared/constants.js';
import { companyLabels, homeNotices, jobLabels, notices, screenTexts } from '@shared/texts.js';
import { screen, within } from '@testing-library/react';
import { json, type MockRequest, mockApi } from '@/testing/api-mock.js';
import { aCompany, jobSummaries } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

describe('Companies directory', () => {
  it('says it is loading', async () => {
    mockApi({ 'GET /api/companies': () => new Promise(() => undefined) });
    renderApp('/companies');
    expect(await screen.findByText(homeNotices.loadingCompanies)).toBeInTheDocument();
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
    expect(within(northwind).getByText(companyLabels.companyBadge)).toBeInTheDocument();
    expect(within(northwind).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(within(northwind).getByRole('link', { name: companyLabels.viewJobs })).toHaveAttribute(
      'href',
      '/jobs?company=7',
    );
    const website = within(northwind).getByRole('link', { name: companyLabels.visitWebsite('Northwind Labs') });
    expect(website).toHaveAttribute('href', 'https://northwind.example');
    expect(website).toHaveAttribute('target', '_blank');
    const quiet = screen.getByRole('article', { name: 'Quiet Co' });
    expect(within(quiet).queryByRole('link', { name: /website/i })).not.toBeInTheDocument();
  });

  it('shows the empty texts when no company has registered', async () => {
    mockApi({ 'GET /api/companies': [] });
    renderApp('/companies');
    expect(await screen.findByText(homeNotices.noCompanies)).toBeInTheDocument();
    expect(screen.getByText(notices.noCompaniesText)).toBeInTheDocument();
  });
});

describe('Company page', () => {
  it("shows the company's details and its open jobs", async () => {
    const api = mockApi({ 'GET /api/companies/7': aCompany(), 'GET /api/jobs': jobSummaries(2) });
    renderApp('/companies/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Labs' })).toBeInTheDocument();
    expect(screen.getByText('We build developer tools for teams who ship every day.')).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: companyLabels.openPositions });
    expect(await within(jobs).findByRole('heading', { name: 'Job number 2' })).toBeInTheDocument();
    expect(api.to('/api/jobs')[0]?.url.searchParams.get('company')).toBe('7');
  });

  it('says when the company has no open jobs', async () => {
    mockApi({ 'GET /api/companies/7': aCompany(), 'GET /api/jobs': [] });
    renderApp('/companies/7');
    expect(await screen.findByText(companyLabels.noOpenPositions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: jobLabels.clearAllFilters })).not.toBeInTheDocument();
  });

  it('shows Company Not Found for a non-numeric id without asking the API', async () => {
    const api = mockApi();
    renderApp('/companies/acme');
    expect(await screen.findByRole('heading', { name: companyLabels.companyNotFound })).toBeInTheDocument();
    expect(api.to('/api/companies/acme')).toHaveLength(0);
  });

  it('shows Company Not Found for an unknown id', async () => {
    mockApi({ 'GET /api/companies/99': () => json({ message: 'Company not found' }, { status: 404 }) });
    renderApp('/companies/99');
    expect(await screen.findByRole('heading', { name: companyLabels.companyNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyLabels.backToCompanies })).toHaveAttribute('href', '/companies');
  });

  it('asks the API for one page at a time, and for what the search box, sort and box say', async () => {
    const firms = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => aCompany({ id: from + i, name: `Firm ${from + i}`, jobCount: 2 }));
    const api = mockApi({
      'GET /api/companies': ({ url }: MockRequest) => {
        if (url.searchParams.get('search') === 'nothing') return [];
        if (url.searchParams.get('cursor') === 'page-2') return firms(4, 2);
        return json(firms(1, 3), { headers: { [NEXT_CURSOR_HEADER]: 'page-2' } });
      },
    });
    const { user } = renderApp('/companies');
    expect(await screen.findByText(screenTexts.showingCompanies(3, true))).toBeInTheDocument();
    expect(api.to('/api/companies')[0]?.url.search).toBe('');
    await user.click(screen.getByRole('button', { name: screenTexts.moreCompanies }));
    expect(await screen.findByText(screenTexts.showingCompanies(5, false))).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: screenTexts.moreCompanies })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: screenTexts.sortCompanies }), 'name');
    await user.click(screen.getByRole('checkbox', { name: screenTexts.includeWithoutJobs }));
    await user.type(screen.getByRole('searchbox', { name: screenTexts.searchCompanies }), 'nothing');
    expect(await screen.findByText(screenTexts.noCompaniesMatch)).toBeInTheDocument();
    const last = api.to('/api/companies').at(-1)?.url.searchParams;
    expect(Object.fromEntries(last ?? [])).toEqual({ search: 'nothing', sort: 'name', includeEmpty: 'true' });
    // The search waits for a pause in typing: no request for each letter.
    expect(api.to('/api/companies').filter((request) => request.url.searchParams.has('search'))).toHaveLength(1);
  });
});
