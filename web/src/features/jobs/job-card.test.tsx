import { labels } from '@shared/texts.js';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { aJobSummary } from '@/testing/fixtures.js';
import { renderWithProviders } from '@/testing/render.js';
import { JobCard } from './job-card.js';
import { makeHighlighter } from './match-highlight.js';

describe('JobCard', () => {
  it('shows the company name linked to its page, next to the location', () => {
    mockApi();
    renderWithProviders(<JobCard job={aJobSummary({ companyId: 42, companyName: 'Globex', location: 'Lisbon' })} />);
    expect(screen.getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/companies/42');
    expect(screen.getByText('Lisbon')).toBeInTheDocument();
    expect(screen.queryByText('42')).not.toBeInTheDocument();
  });

  it("shows the job's own skills, not a fixed list", () => {
    mockApi();
    renderWithProviders(<JobCard job={aJobSummary({ skills: ['Rust', 'Kubernetes'] })} />);
    const skills = screen.getByRole('list', { name: labels.skills });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rust', 'Kubernetes']);
    expect(screen.queryByText('Node.js')).not.toBeInTheDocument();
  });

  it('shows the type label, posting time and a View Details link', () => {
    mockApi();
    const createdAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const job = aJobSummary({ id: 9, jobType: 'part_time', createdAt });
    renderWithProviders(<JobCard job={job} />);
    expect(screen.getByText('Part-time')).toBeInTheDocument();
    expect(screen.getByText('Posted 2 days ago')).toBeInTheDocument();
    // Each card's link names its job: a screen reader's list of links is not twenty identical ones.
    expect(screen.getByRole('link', { name: labels.viewDetailsOf(job.title) })).toHaveAttribute('href', '/job/9');
  });

  it('shows the work arrangement next to the contract type', () => {
    mockApi();
    const { unmount } = renderWithProviders(
      <JobCard job={aJobSummary({ jobType: 'contract', workArrangement: 'hybrid' })} />,
    );
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    unmount();
    renderWithProviders(<JobCard job={aJobSummary({ jobType: 'full_time', workArrangement: 'remote' })} />);
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
  });

  it("marks the search's words in the title and says where they matched, without a search nothing", () => {
    mockApi();
    const job = aJobSummary({ title: 'Data Engineer', skills: ['SQL', 'Python'], matched: ['title', 'description'] });
    const { unmount } = renderWithProviders(<JobCard job={job} highlight={makeHighlighter('engineering sql')} />);
    const article = screen.getByRole('article', { name: 'Data Engineer' });
    expect([...article.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Engineer', 'SQL']);
    expect(screen.getByText('Matched in title, description')).toBeInTheDocument();
    unmount();
    renderWithProviders(<JobCard job={{ ...job, matched: undefined }} />);
    expect(screen.getByRole('article', { name: 'Data Engineer' }).querySelector('mark')).toBeNull();
    expect(screen.queryByText(/Matched in/)).not.toBeInTheDocument();
  });

  it('shows an unknown job type as received and no skill list when there are none', () => {
    mockApi();
    renderWithProviders(<JobCard job={aJobSummary({ jobType: 'seasonal' as never, skills: [] })} />);
    expect(screen.getByText('seasonal')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: labels.skills })).not.toBeInTheDocument();
  });
});
