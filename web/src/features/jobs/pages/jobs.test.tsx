import {
  LOCATION_MAX_LENGTH,
  NEXT_CURSOR_HEADER,
  SEARCH_MAX_LENGTH,
  SEARCH_PAY_HEADER,
  SEARCH_SUGGESTION_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@shared/constants.js';
import { writeSearchPay } from '@shared/pay/search-pay.js';
import { searchTexts } from '@shared/texts/search-texts.js';
import { jobLabels, labels, loadFailureTexts, moneyTexts, notices } from '@shared/texts.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aCategory, aCompany, aJobSummary, jobSummaries } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

function mockJobs(jobs = jobSummaries(3)) {
  return mockApi({
    'GET /api/jobs': () => json(jobs, { headers: { [TOTAL_COUNT_HEADER]: String(jobs.length) } }),
    'GET /api/categories': [aCategory(), aCategory({ id: 2, name: 'Design' })],
    'GET /api/enums': {
      jobTypes: [
        { value: 'contract', label: 'Contract' },
        { value: 'remote', label: 'Remote' },
      ],
    },
    'GET /api/companies/7': aCompany(),
  });
}

/**
 * The phone's Filters button. jsdom evaluates CSS media queries against a fixed 1,024 px window whatever the test's
 * `innerWidth`, so the button's wide-screen rule (hidden from md up) hides it, and its name, from role queries there;
 * the phone e2e tests (web/e2e/browse.test.ts) find it by role in a phone-sized Chromium.
 */
const phoneFiltersButton = () => screen.getByText(jobLabels.filters, { selector: 'button' });

/** What the status regions say now (the list's count, and the app's announcer). */
const said = () => screen.getAllByRole('status').map((status) => status.textContent);

/** The query of the last jobs request. */
const lastJobsQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.to('/api/jobs').at(-1)?.url.searchParams ?? []);

/** A list of two pages whose second is held until the returned function sends it. */
function holdSecondPage(): () => void {
  let send = () => {};
  const held = new Promise<void>((resolve) => {
    send = resolve;
  });
  mockApi({
    'GET /api/jobs': async ({ url }) => {
      if (url.searchParams.get('cursor') !== 'page-2') {
        return json(jobSummaries(20), { headers: { [NEXT_CURSOR_HEADER]: 'page-2' } });
      }
      await held;
      return json(jobSummaries(20, 21));
    },
  });
  return send;
}

describe('Jobs list', () => {
  it('asks the API with the filters of the URL and shows the jobs', async () => {
    const api = mockJobs();
    renderApp('/jobs?search=react&location=berlin&category=Design');
    expect(await screen.findByRole('heading', { name: 'Job number 3' })).toBeInTheDocument();
    expect(lastJobsQuery(api)).toEqual({ search: 'react', location: 'berlin', category: 'Design' });
    expect(screen.getByRole('textbox', { name: labels.searchPlaceholder })).toHaveValue('react');
  });

  it('shows six placeholders while loading', async () => {
    mockApi({ 'GET /api/jobs': () => new Promise(() => undefined) });
    const { container } = renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: jobLabels.jobsTitle })).toBeInTheDocument();
    expect(container.querySelectorAll('li[aria-hidden]')).toHaveLength(6);
  });

  it('puts job type, work arrangement, category and experience in the URL and the request', async () => {
    const api = mockJobs();
    const { user, query } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 1' });
    await user.click(screen.getByRole('radio', { name: 'Contract' }));
    await user.click(screen.getByRole('radio', { name: 'Hybrid' }));
    await user.selectOptions(screen.getByRole('combobox', { name: jobLabels.category }), 'Design');
    await user.click(screen.getByRole('radio', { name: 'Senior Level' }));
    const expected = { jobType: 'contract', workArrangement: 'hybrid', category: 'Design', experience: 'Senior Level' };
    expect(query()).toEqual(expected);
    await waitFor(() => expect(lastJobsQuery(api)).toEqual(expected));
  });

  it('applies the words typed in the search box when a filter changes before Search is pressed', async () => {
    const api = mockJobs();
    const { user, query } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 1' });
    await user.type(screen.getByRole('textbox', { name: labels.searchPlaceholder }), 'designer');
    await user.click(screen.getByRole('radio', { name: 'Contract' }));
    expect(query()).toEqual({ search: 'designer', jobType: 'contract' });
    await waitFor(() => expect(lastJobsQuery(api)).toEqual({ search: 'designer', jobType: 'contract' }));
    expect(screen.getByRole('textbox', { name: labels.searchPlaceholder })).toHaveValue('designer');
  });

  it('applies the salary range and refuses a minimum above the maximum', async () => {
    const api = mockJobs();
    const { user, query } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 1' });
    await user.type(screen.getByRole('textbox', { name: jobLabels.salaryMin }), '90000');
    await user.type(screen.getByRole('textbox', { name: jobLabels.salaryMax }), '5000');
    expect(screen.getByText(jobLabels.salaryOrder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: jobLabels.apply })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: jobLabels.salaryMax }));
    await user.type(screen.getByRole('textbox', { name: jobLabels.salaryMax }), '150000');
    await user.click(screen.getByRole('button', { name: jobLabels.apply }));
    // The range goes with its currency (US dollars unless chosen), which the API needs to compare pay in others.
    const range = { salaryMin: '90000', salaryMax: '150000', currency: 'USD' };
    expect(query()).toEqual(range);
    await waitFor(() => expect(lastJobsQuery(api)).toEqual(range));
    // The chips in force write the amounts in that currency.
    expect(screen.getByText(`${jobLabels.salaryMin} $90,000`)).toBeInTheDocument();
    expect(screen.getByText(`${jobLabels.salaryMax} $150,000`)).toBeInTheDocument();
  });

  it('reads salaries as people write them: "90k", a currency sign, a pasted range', async () => {
    const api = mockJobs();
    const { user, query } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 1' });
    const min = screen.getByRole('textbox', { name: jobLabels.salaryMin });
    await user.type(min, '€45.000');
    expect(screen.getByText(moneyTexts.readAs('€45,000 a year'))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: jobLabels.salaryMax }), 'many');
    expect(screen.getByText(moneyTexts.unreadable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: jobLabels.apply })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: jobLabels.salaryMax }));
    await user.clear(min);
    await user.click(min);
    await user.paste('£30k–£35.5k');
    expect(min).toHaveValue('30,000');
    expect(screen.getByRole('textbox', { name: jobLabels.salaryMax })).toHaveValue('35,500');
    await user.click(screen.getByRole('button', { name: jobLabels.apply }));
    const range = { salaryMin: '30000', salaryMax: '35500', currency: 'GBP' };
    expect(query()).toEqual(range);
    await waitFor(() => expect(lastJobsQuery(api)).toEqual(range));
  });

  it('keeps the salary fields and the focus in them when Enter or Apply applies the range', async () => {
    mockJobs();
    const { user, query } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 1' });
    const min = await screen.findByRole('textbox', { name: jobLabels.salaryMin });
    await user.type(min, '90k{Enter}');
    expect(query()).toEqual({ salaryMin: '90000', currency: 'USD' });
    // The same field, written plainly from the URL, still focused: the next Tab goes on to Maximum.
    await waitFor(() => expect(min).toHaveValue('90,000'));
    expect(min).toHaveFocus();
    expect(screen.getByRole('textbox', { name: jobLabels.salaryMin })).toBe(min);
    await user.tab();
    const max = screen.getByRole('textbox', { name: jobLabels.salaryMax });
    expect(max).toHaveFocus();
    await user.type(max, '120k');
    const apply = screen.getByRole('button', { name: jobLabels.apply });
    await user.click(apply);
    expect(query()).toEqual({ salaryMin: '90000', salaryMax: '120000', currency: 'USD' });
    await waitFor(() => expect(max).toHaveValue('120,000'));
    expect(apply).toHaveFocus();
    // A chip removed puts the field back to what the URL says.
    await user.click(screen.getByRole('button', { name: jobLabels.removeFilter(`${jobLabels.salaryMin} $90,000`) }));
    await waitFor(() => expect(min).toHaveValue(''));
  });

  it('hands the focus to the next filter chip when one is removed, and to the results heading with the last', async () => {
    mockJobs();
    const { user, query } = renderApp('/jobs?search=kiln&workArrangement=remote');
    await screen.findByRole('heading', { name: 'Job number 1' });
    const chip = (name: string) => screen.getByRole('button', { name: jobLabels.removeFilter(name) });
    act(() => chip('“kiln”').focus());
    await user.keyboard('{Backspace}');
    expect(query()).toEqual({ workArrangement: 'remote' });
    expect(chip('Remote')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(query()).toEqual({});
    expect(screen.queryByRole('button', { name: jobLabels.removeFilter('Remote') })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: '3 jobs' })).toHaveFocus());
  });

  it.each([
    // The chips' row comes first, above the results.
    ['the filter chips', () => screen.getAllByRole('button', { name: jobLabels.clearAllFilters })[0] as HTMLElement],
    [
      'No jobs found',
      () => within(screen.getByText(notices.noJobsFound).parentElement as HTMLElement).getByRole('button'),
    ],
  ])(
    'moves the focus to the results heading when Clear All Filters of %s takes the button away',
    async (_, clearAll) => {
      mockApi({ 'GET /api/jobs': ({ url }) => json(url.searchParams.has('search') ? [] : jobSummaries(2)) });
      const { user, query } = renderApp('/jobs?search=zzz&jobType=contract');
      await screen.findByText(notices.noJobsFound);
      const button = clearAll();
      act(() => button.focus());
      await user.keyboard('{Enter}');
      expect(query()).toEqual({});
      expect(await screen.findByRole('heading', { name: 'Job number 2' })).toBeInTheDocument();
      expect(button).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: '2 jobs' })).toHaveFocus();
    },
  );

  it('sorts through the URL: most relevant first for a search, newest first without one', async () => {
    const api = mockJobs();
    const { user, query } = renderApp('/jobs?search=data');
    await screen.findByRole('heading', { name: 'Job number 1' });
    const sort = screen.getByRole('combobox', { name: jobLabels.sortBy });
    expect(sort).toHaveValue('relevant');
    await user.selectOptions(sort, 'newest');
    expect(query()).toEqual({ search: 'data', sort: 'newest' });
    await waitFor(() => expect(lastJobsQuery(api)).toEqual({ search: 'data', sort: 'newest' }));
    await user.selectOptions(screen.getByRole('combobox', { name: jobLabels.sortBy }), 'relevant');
    expect(query()).toEqual({ search: 'data' });
    // Without words, newest is the default and relevance is written out.
    await user.click(within(screen.getByRole('list', { name: jobLabels.activeFilters })).getByRole('button'));
    expect(query()).toEqual({});
    expect(screen.getByRole('combobox', { name: jobLabels.sortBy })).toHaveValue('newest');
    await user.selectOptions(screen.getByRole('combobox', { name: jobLabels.sortBy }), 'relevant');
    expect(query()).toEqual({ sort: 'relevant' });
  });

  it('shows the number of matches, not the page size, and says it to screen readers', async () => {
    mockApi({
      'GET /api/jobs': ({ url }) =>
        url.searchParams.get('search') === 'team'
          ? json(jobSummaries(20), { headers: { [TOTAL_COUNT_HEADER]: '1000', [TOTAL_CAPPED_HEADER]: '1' } })
          : json(jobSummaries(20), { headers: { [TOTAL_COUNT_HEADER]: '57', [NEXT_CURSOR_HEADER]: 'page-2' } }),
    });
    const { user } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 20' });
    expect(screen.getByRole('heading', { name: '57 jobs' })).toBeInTheDocument();
    expect(said()).toContain('57 jobs');
    await user.type(screen.getByRole('textbox', { name: labels.searchPlaceholder }), 'team{Enter}');
    expect(await screen.findByRole('heading', { name: '1,000+ jobs' })).toBeInTheDocument();
    expect(said()).toContain('1,000+ jobs');
  });

  it('offers the suggested search and applies it in one click, keeping the other filters', async () => {
    const api = mockApi({
      'GET /api/jobs': ({ url }) =>
        url.searchParams.get('search') === 'javscript'
          ? json([], { headers: { [TOTAL_COUNT_HEADER]: '0', [SEARCH_SUGGESTION_HEADER]: 'javascript' } })
          : json([aJobSummary({ title: 'JavaScript Developer', skills: ['JavaScript', 'CSS'] })], {
              headers: { [TOTAL_COUNT_HEADER]: '1' },
            }),
    });
    const { user, query } = renderApp('/jobs?search=javscript&workArrangement=remote');
    expect(await screen.findByText(notices.noJobsFound)).toBeInTheDocument();
    // Said along with the count (the empty state is a status of its own).
    expect(said()).toContain(`0 jobs. ${searchTexts.didYouMean} javascript?`);
    await user.click(screen.getByRole('link', { name: 'javascript' }));
    expect(query()).toEqual({ search: 'javascript', workArrangement: 'remote' });
    expect(await screen.findByRole('heading', { name: '1 job' })).toBeInTheDocument();
    expect(lastJobsQuery(api)).toEqual({ search: 'javascript', workArrangement: 'remote' });
    expect(screen.getByRole('textbox', { name: labels.searchPlaceholder })).toHaveValue('javascript');
    expect(screen.queryByText(searchTexts.didYouMean, { exact: false })).not.toBeInTheDocument();
  });

  it('offers pay typed into the words as the salary filter, keeping the other filters', async () => {
    const pay = { salaryMin: 90_000, salaryMax: 90_000, currency: 'USD', period: 'year' } as const;
    const api = mockApi({
      'GET /api/jobs': ({ url }) =>
        url.searchParams.get('search') === 'engineer $90,000'
          ? json([], {
              headers: { [TOTAL_COUNT_HEADER]: '0', [SEARCH_PAY_HEADER]: writeSearchPay({ words: 'engineer', pay }) },
            })
          : json([aJobSummary({ title: 'Backend Engineer' })], { headers: { [TOTAL_COUNT_HEADER]: '1' } }),
    });
    const { user, query } = renderApp('/jobs?search=engineer+%2490%2C000&workArrangement=remote');
    expect(await screen.findByText(notices.noJobsFound)).toBeInTheDocument();
    const offer = searchTexts.jobsPaying('engineer', '$90k a year', false);
    expect(offer).toBe('Show “engineer” jobs paying $90k a year or more');
    expect(said()).toContain(`0 jobs. ${searchTexts.payInWords} ${offer}`);
    await user.click(screen.getByRole('link', { name: offer }));
    const expected = { search: 'engineer', salaryMin: '90000', currency: 'USD', workArrangement: 'remote' };
    expect(query()).toEqual(expected);
    expect(await screen.findByRole('heading', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(lastJobsQuery(api)).toEqual(expected);
    expect(screen.queryByText(searchTexts.payInWords)).not.toBeInTheDocument();
  });

  it('marks the search words on the cards and says where they matched', async () => {
    mockApi({
      'GET /api/jobs': () =>
        json(
          [
            aJobSummary({
              title: 'Senior React Developer',
              skills: ['TypeScript', 'CSS', 'GraphQL', 'Node.js', 'React'],
              matched: ['title', 'skills'],
            }),
          ],
          { headers: { [TOTAL_COUNT_HEADER]: '1' } },
        ),
    });
    renderApp('/jobs?search=react');
    const card = await screen.findByRole('article', { name: 'Senior React Developer' });
    const marks = [...card.querySelectorAll('mark')].map((mark) => mark.textContent);
    // The matching skill comes first, so the card's four tags show it.
    expect(marks).toEqual(['React', 'React']);
    expect(within(card).getByText(searchTexts.matchedIn(['title', 'skills']))).toBeInTheDocument();
  });

  it('searches from the search bar and names the company filter', async () => {
    mockJobs();
    const { user, query } = renderApp('/jobs?company=7');
    const chips = await screen.findByRole('list', { name: jobLabels.activeFilters });
    expect(await within(chips).findByText(jobLabels.companyFilter('Northwind Labs'))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: labels.locationPlaceholder }), 'Remote{Enter}');
    expect(query()).toEqual({ company: '7', location: 'Remote' });
  });

  it('loads the next page with the cursor of the last answer', async () => {
    const api = mockApi({
      'GET /api/jobs': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? json(jobSummaries(2, 21))
          : json(jobSummaries(20), { headers: { [NEXT_CURSOR_HEADER]: 'page-2' } }),
    });
    const { user } = renderApp('/jobs?jobType=remote');
    await screen.findByRole('heading', { name: 'Job number 20' });
    // An answer without a count says how many are shown, as a floor.
    expect(screen.getByRole('heading', { name: '20+ jobs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: jobLabels.loadMore }));
    expect(await screen.findByRole('heading', { name: 'Job number 22' })).toBeInTheDocument();
    // An old link's job type Remote is the Remote arrangement, shown and asked for as one.
    expect(lastJobsQuery(api)).toEqual({ workArrangement: 'remote', cursor: 'page-2' });
    expect(screen.getByRole('radio', { name: 'Remote' })).toBeChecked();
    expect(screen.getAllByRole('link', { name: new RegExp(`^${labels.viewDetails}`) })).toHaveLength(22);
    expect(screen.queryByRole('button', { name: jobLabels.loadMore })).not.toBeInTheDocument();
  });

  it('keeps the focus on Load more while the next page comes, then moves it to the first new card and says so', async () => {
    const sendPage2 = holdSecondPage();
    const { user } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 20' });
    const more = screen.getByRole('button', { name: jobLabels.loadMore });
    act(() => more.focus());
    await user.keyboard('{Enter}');
    // Busy, said so, and still focused (a disabled button loses the focus in a browser).
    expect(await screen.findByRole('button', { name: labels.loading })).toHaveFocus();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).not.toBeDisabled();

    sendPage2();
    const first = await screen.findByRole('article', { name: 'Job number 21' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(said()).toContain(jobLabels.moreJobsShown(20));
    // The next Tab goes on into the new card, not past the new jobs.
    await user.tab();
    expect(within(first).getAllByRole('link')[0]).toHaveFocus();
  });

  it('leaves the focus where the visitor took it while the next page came', async () => {
    const sendPage2 = holdSecondPage();
    const { user } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 20' });
    await user.click(screen.getByRole('button', { name: jobLabels.loadMore }));
    const search = screen.getByRole('textbox', { name: labels.searchPlaceholder });
    await user.click(search);
    sendPage2();
    await screen.findByRole('article', { name: 'Job number 21' });
    await waitFor(() => expect(said()).toContain(jobLabels.moreJobsShown(20)));
    expect(search).toHaveFocus();
  });

  it('shows No jobs found and clears every filter but the sort', async () => {
    const api = mockApi({
      'GET /api/jobs': ({ url }) => json(url.searchParams.has('search') ? [] : jobSummaries(1)),
    });
    const { user, query } = renderApp('/jobs?search=zzz&jobType=contract&sort=oldest');
    const empty = await screen.findByText(notices.noJobsFound);
    await user.click(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: jobLabels.clearAllFilters }),
    );
    expect(query()).toEqual({ sort: 'oldest' });
    expect(await screen.findByRole('heading', { name: 'Job number 1' })).toBeInTheDocument();
    expect(lastJobsQuery(api)).toEqual({ sort: 'oldest' });
  });

  it('answers a search with no word in it with "Type a word to search", never the whole board', async () => {
    const api = mockJobs();
    const { user, query } = renderApp('/jobs?search=%25');
    const empty = await screen.findByText(jobLabels.noSearchWords('%'));
    expect(screen.getByRole('heading', { name: jobLabels.typeAWord })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Job number 1' })).not.toBeInTheDocument();
    expect(api.to('/api/jobs')).toHaveLength(0);
    await user.click(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: jobLabels.clearAllFilters }),
    );
    expect(query()).toEqual({});
    expect(await screen.findByRole('heading', { name: 'Job number 1' })).toBeInTheDocument();
  });

  it('says to shorten a search longer than the API takes (a pasted address), without asking, never as an error', async () => {
    const api = mockJobs();
    renderApp(`/jobs?search=${'engineer '.repeat(25)}`);
    expect(await screen.findByRole('heading', { name: jobLabels.searchTooLong })).toBeInTheDocument();
    expect(screen.getByText(jobLabels.searchTooLongText(SEARCH_MAX_LENGTH, LOCATION_MAX_LENGTH))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to('/api/jobs')).toHaveLength(0);
    // The fields stop at the limits.
    expect(screen.getByRole('textbox', { name: labels.searchPlaceholder })).toHaveAttribute(
      'maxlength',
      String(SEARCH_MAX_LENGTH),
    );
    expect(screen.getByRole('textbox', { name: labels.locationPlaceholder })).toHaveAttribute(
      'maxlength',
      String(LOCATION_MAX_LENGTH),
    );
  });

  it('shows the API error with a way to try again', async () => {
    mockApi({ 'GET /api/jobs': () => json({ message: 'salaryMin must be a whole number' }, { status: 400 }) });
    renderApp('/jobs?salaryMin=abc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loadFailureTexts.badRequest);
    expect(alert).not.toHaveTextContent('salaryMin must be a whole number');
    expect(screen.getByRole('button', { name: labels.tryAgain })).toBeInTheDocument();
    // No "0 jobs" beside it: nothing was counted.
    expect(screen.getByRole('heading', { name: searchTexts.noJobsShown })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: searchTexts.jobCount(0) })).not.toBeInTheDocument();
  });

  it('moves the filters into a drawer on small screens', async () => {
    window.innerWidth = 500;
    mockJobs();
    const { user, query } = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Job number 1' });
    expect(screen.queryByRole('radio', { name: 'Remote' })).not.toBeInTheDocument();
    await user.click(phoneFiltersButton());
    const drawer = await screen.findByRole('dialog', { name: jobLabels.filters });
    await user.click(within(drawer).getByRole('radio', { name: 'Director' }));
    await user.click(within(drawer).getByRole('radio', { name: 'Remote' }));
    expect(query()).toEqual({ workArrangement: 'remote', experience: 'Director' });
    // A salary typed in the drawer applies when the visitor goes to the results, with their count.
    await user.type(within(drawer).getByRole('textbox', { name: jobLabels.salaryMin }), '50000');
    await user.click(await within(drawer).findByRole('button', { name: searchTexts.showJobs(3) }));
    expect(query()).toEqual({ workArrangement: 'remote', experience: 'Director', salaryMin: '50000', currency: 'USD' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: jobLabels.filters })).not.toBeInTheDocument());
  });

  it('opens the filters drawer on small screens before the jobs have come', async () => {
    window.innerWidth = 500;
    mockApi({
      'GET /api/jobs': () => new Promise(() => undefined),
      'GET /api/enums': { jobTypes: [{ value: 'contract', label: 'Contract' }] },
    });
    const { user } = renderApp('/jobs');
    await screen.findByRole('heading', { name: jobLabels.jobsTitle });
    await user.click(phoneFiltersButton());
    const drawer = await screen.findByRole('dialog', { name: jobLabels.filters });
    expect(within(drawer).getByRole('radio', { name: 'Contract' })).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: 'Remote' })).toBeInTheDocument();
  });
});
