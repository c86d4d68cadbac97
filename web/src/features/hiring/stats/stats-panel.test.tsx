import type { CompanyStats, JobStats, StatsDay } from '@shared/stats-types.js';
import { statsLabels } from '@shared/texts/stats-texts.js';
import { labels } from '@shared/texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { json, mockApi } from '@/testing/api-mock.js';
import { aJob } from '@/testing/fixtures.js';
import { aCompanyUser } from '@/testing/hiring-fixtures.js';
import { renderApp } from '@/testing/render.js';

/** 30 days ending 2026-11-24, with the given counts on the last days. */
function days(last: Partial<StatsDay>[] = []): StatsDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 24 - 29 + i)).toISOString().slice(0, 10);
    const extra = last[i - (30 - last.length)] ?? {};
    return { day, views: 0, applications: 0, approved: 0, rejected: 0, ...extra };
  });
}
const totals = (views: number, applications: number, approved = 0, rejected = 0) => ({
  views,
  applications,
  approved,
  rejected,
  approvalRate: approved + rejected === 0 ? null : approved / (approved + rejected),
});

// Posted before the 30 days the stats cover (they end 2026-11-24).
const jobs = () => [
  aJob({ id: 101, title: 'Senior Frontend Engineer', createdAt: '2026-09-01T10:00:00.000Z' }),
  aJob({ id: 102, title: 'Paused Role', isActive: false, createdAt: '2026-09-02T10:00:00.000Z' }),
];
const companyStats = (): CompanyStats => ({
  days: days([
    { views: 5, applications: 1 },
    { views: 7, applications: 2 },
  ]),
  totals: totals(12, 3),
  // A job without counts in the window is not listed.
  jobs: [{ jobId: 101, totals: totals(12, 3) }],
});
const jobStats = (): JobStats => ({
  jobId: 101,
  days: days([{ views: 7, applications: 3, approved: 1, rejected: 2 }]),
  totals: totals(7, 3, 1, 2),
});

function mockDashboard(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user': aCompanyUser(),
    'GET /api/dashboard/jobs': jobs(),
    'GET /api/dashboard/stats': companyStats(),
    'GET /api/dashboard/jobs/101/stats': jobStats(),
    ...routes,
  });
}

describe('Dashboard stats', () => {
  beforeEach(() => {
    // The chart measures its box; jsdom has no layout.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it("shows all jobs' totals, the approval rate without decisions, and the days as a table", async () => {
    mockDashboard();
    const { user } = renderApp('/dashboard?tab=stats');
    expect(await screen.findByRole('tab', { name: statsLabels.tab })).toHaveAttribute('aria-selected', 'true');
    const views = await screen.findByRole('group', { name: statsLabels.views });
    expect(views).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: statsLabels.applications })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: statsLabels.approvalRate })).toHaveTextContent(
      statsLabels.approvalRateNone,
    );
    const table = screen.getByRole('table', { name: statsLabels.tableCaption(statsLabels.allJobs) });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(/Nov 24\s*7\s*2/);
    expect(rows[1]).toHaveTextContent(/Oct 26\s*0\s*0/);
    const toggle = screen.getByRole('button', { name: statsLabels.showTable });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: statsLabels.hideTable })).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows one job's stats with its approval rate when chosen", async () => {
    const api = mockDashboard();
    const { user } = renderApp('/dashboard?tab=stats');
    const choice = await screen.findByRole('combobox', { name: statsLabels.jobChoice });
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(choice, '101');
    const rate = await screen.findByRole('group', { name: statsLabels.approvalRate });
    await waitFor(() => expect(rate).toHaveTextContent('33%'));
    expect(rate).toHaveTextContent(statsLabels.approvalRateOf(1, 3));
    expect(screen.getByRole('group', { name: statsLabels.views })).toHaveTextContent('7');
    expect(api.to('/api/dashboard/jobs/101/stats')).toHaveLength(1);
    expect(screen.getByRole('table', { name: statsLabels.tableCaption('Senior Frontend Engineer') })).toBeVisible();
  });

  it('starts the days at the posting of a job posted within the 30 days, not with weeks of zeros', async () => {
    mockDashboard({
      'GET /api/dashboard/jobs': [
        aJob({ id: 101, title: 'Senior Frontend Engineer', createdAt: '2026-11-22T09:00:00Z' }),
      ],
    });
    renderApp('/dashboard?tab=stats');
    const table = await screen.findByRole('table', { name: statsLabels.tableCaption(statsLabels.allJobs) });
    const rows = within(table).getAllByRole('row');
    // The heading row, then Nov 22 to Nov 24: the first day with views (Nov 23) is after the posting.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/Nov 22\s*0\s*0/);
  });

  it('invites a new company to post a job instead of an empty chart', async () => {
    mockDashboard({
      'GET /api/dashboard/jobs': [],
      'GET /api/dashboard/stats': { days: days(), totals: totals(0, 0), jobs: [] },
    });
    renderApp('/dashboard?tab=stats');
    const empty = (await screen.findByText(statsLabels.noJobs)).closest<HTMLElement>('[role="status"]');
    expect(empty).toHaveTextContent(statsLabels.noJobsText);
    expect(within(empty as HTMLElement).getByRole('link', { name: 'Post New Job' })).toHaveAttribute(
      'href',
      '/post-job',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then says what failed and loads again on Retry', async () => {
    let fail = true;
    let answer: (response: Response) => void = () => {};
    mockDashboard({
      'GET /api/dashboard/stats': () =>
        fail ? new Promise<Response>((resolve) => (answer = resolve)) : companyStats(),
    });
    const { user } = renderApp('/dashboard?tab=stats');
    await screen.findByRole('combobox', { name: statsLabels.jobChoice });
    expect(screen.getByRole('status', { name: labels.loading })).toBeInTheDocument();
    answer(json({ message: 'Something went wrong' }, { status: 500 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(statsLabels.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('group', { name: statsLabels.views })).toHaveTextContent('12');
  });

  it("puts each job's 30-day counts and a link to its stats on the posted-jobs rows", async () => {
    mockDashboard();
    renderApp('/dashboard');
    const row = await screen.findByRole('article', { name: 'Senior Frontend Engineer' });
    await waitFor(() => expect(row).toHaveTextContent(statsLabels.rowCounts(12, 3)));
    expect(within(row).getByRole('link', { name: statsLabels.jobStats('Senior Frontend Engineer') })).toHaveAttribute(
      'href',
      '/dashboard?tab=stats&job=101',
    );
    // Not listed by the stats (nothing in the window): zeros.
    expect(screen.getByRole('article', { name: 'Paused Role' })).toHaveTextContent(statsLabels.rowCounts(0, 0));
  });
});
