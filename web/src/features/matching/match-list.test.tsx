/** "Not interested" on a matched job: the card goes at once; a refusal brings it back and says so. */
import type { JobMatch } from '@shared/matching-types.js';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aJobSummary } from '@/testing/fixtures.js';
import { renderWithProviders } from '@/testing/render.js';
import { MatchList } from './match-list.js';

const aMatch = (id: number, title: string): JobMatch => ({
  ...aJobSummary({ id, title }),
  reasons: ['2 of your 3 skills: React, TypeScript'],
  matchedSkills: ['React', 'TypeScript'],
  missingSkills: [],
});
const matches = { jobs: [aMatch(1, 'Frontend Engineer'), aMatch(2, 'Platform Engineer')], hasProfile: true };

const card = (title: string) => screen.findByRole('heading', { name: title });

describe('the matched jobs list', () => {
  it('takes a job away on Not interested and says so', async () => {
    // As the API: a hidden job is no longer matched.
    const hidden = new Set<number>();
    const api = mockApi({
      'GET /api/user/matches': () => ({ ...matches, jobs: matches.jobs.filter((job) => !hidden.has(job.id)) }),
      'POST /api/user/matches/hidden/1': () => {
        hidden.add(1);
        return {};
      },
    });
    const { user } = renderWithProviders(<MatchList columns={2} />);
    const article = (await card('Frontend Engineer')).closest('article, li') as HTMLElement;
    await user.click(within(article).getByRole('button', { name: matchingLabels.notInterested }));
    expect(await screen.findByText(matchingLabels.notInterestedDone)).toBeInTheDocument();
    expect(api.to('/api/user/matches/hidden/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Frontend Engineer' })).toBeNull());
  });

  it('brings the job back and says so when hiding it fails', async () => {
    mockApi({
      'GET /api/user/matches': matches,
      'POST /api/user/matches/hidden/1': () => json({ message: 'down' }, { status: 500 }),
    });
    const { user } = renderWithProviders(<MatchList columns={2} />);
    const article = (await card('Frontend Engineer')).closest('article, li') as HTMLElement;
    await user.click(within(article).getByRole('button', { name: matchingLabels.notInterested }));
    expect(await screen.findByRole('alert')).toHaveTextContent(matchingLabels.saveFailed);
    const back = (await card('Frontend Engineer')).closest('article, li') as HTMLElement;
    expect(within(back).getByRole('button', { name: matchingLabels.notInterested })).toBeEnabled();
  });
});
