/** The seeker's choice of match emails and lowest pay on the profile, and the match emails' unsubscribe page. */

import type { MatchingProfileView } from '@shared/matching-types.js';
import { DEFAULT_CURRENCY } from '@shared/pay/exchange-rates.js';
import { matchingLabels, matchingMessages } from '@shared/texts/matching-texts.js';
import { screen, waitFor } from '@testing-library/react';
import { json, type MockRequest, mockApi } from '@/testing/api-mock.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const view = (overrides: Partial<MatchingProfileView> = {}): MatchingProfileView => ({
  profile: { skills: ['React'], titles: [], places: [], arrangements: [], jobTypes: [] },
  suggestions: { skills: [], titles: [] },
  hiddenCount: 0,
  emailMatches: 'off',
  ...overrides,
});

describe('match emails and lowest pay on the profile', () => {
  it('sends the choice and the pay as typed, read by the shared money reader', async () => {
    const api = mockApi({
      'GET /api/user': aUser(),
      'GET /api/user/matching': view(),
      'PUT /api/user/matching': ({ body }: MockRequest) => {
        const { minPay, emailMatches, ...lists } = body as Record<string, unknown>;
        return view({
          profile: { ...(lists as object), minPay: minPay as never } as never,
          emailMatches: emailMatches as never,
        });
      },
    });
    const { user } = renderApp('/profile');
    const choice = await screen.findByLabelText(matchingLabels.emailMatches, {}, { timeout: 10_000 });
    expect(choice).toHaveValue('off');
    await user.selectOptions(choice, matchingLabels.emailMatchesChoices.weekly);
    // The pay lists start where the job form's and the salary filter's do.
    expect(screen.getByLabelText('Currency')).toHaveValue(DEFAULT_CURRENCY);
    await user.type(screen.getByLabelText(matchingLabels.minPayAmount), '$90k');
    await user.click(screen.getByRole('button', { name: matchingLabels.save }));
    await waitFor(() => expect(api.to('/api/user/matching').filter((r) => r.method === 'PUT')).toHaveLength(1));
    const [put] = api.to('/api/user/matching').filter((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      emailMatches: 'weekly',
      minPay: { amount: 90_000, currency: 'USD', period: 'year' },
    });
    expect(await screen.findByLabelText(matchingLabels.emailMatches)).toHaveValue('weekly');
  });
});

describe('the match emails’ unsubscribe page', () => {
  it('posts the token of the fragment once, on the press, and says emails are off, with the way to the profile', async () => {
    const api = mockApi({ 'POST /api/matches/unsubscribe': json({ message: matchingMessages.unsubscribed }) });
    const { user } = renderApp('/matches/unsubscribe#token=abc');
    const unsubscribe = await screen.findByRole('button', { name: matchingLabels.unsubscribe }, { timeout: 10_000 });
    expect(api.to('/api/matches/unsubscribe')).toHaveLength(0);
    await user.click(unsubscribe);
    expect(await screen.findByText(matchingMessages.unsubscribed, {}, { timeout: 10_000 })).toBeInTheDocument();
    const posts = api.to('/api/matches/unsubscribe');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.searchParams.get('token')).toBe('abc');
    expect(screen.getByRole('link', { name: matchingLabels.manageMatching })).toHaveAttribute('href', '/profile');
  });

  it('says the link is not valid without a token, and asks the API nothing', async () => {
    const api = mockApi({});
    renderApp('/matches/unsubscribe');
    expect(await screen.findByText(matchingMessages.linkInvalid, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.to('/api/matches/unsubscribe')).toHaveLength(0);
  });
});
