/** How a job meets a profile: the reasons in the seeker's words, the skills compared, the score's order. */
import type { MatchingProfile } from '../../../shared/matching-types.js';
import { compareSkills, explainMatch, type MatchableJob, matchScore } from './explain.js';

const profile: MatchingProfile = {
  skills: ['React', 'TypeScript', 'CSS', 'GraphQL', 'Jest', 'Node.js', 'SQL'],
  titles: ['Frontend Developer'],
  places: ['Berlin'],
  arrangements: ['remote', 'hybrid'],
  jobTypes: ['full_time'],
  minPay: { amount: 55000, currency: 'EUR', period: 'year' },
};

const job = (overrides: Partial<MatchableJob> = {}): MatchableJob => ({
  title: 'Senior Frontend Developer',
  location: 'Berlin, Germany',
  jobType: 'full_time',
  workArrangement: 'hybrid',
  skills: ['React', 'TypeScript', 'CSS', 'GraphQL', 'Jest', 'Storybook'],
  salaryMin: 60000,
  salaryMax: 75000,
  currency: 'EUR',
  period: 'year',
  ...overrides,
});

describe('explainMatch', () => {
  it('says why in the seeker’s words, and what the job asks that they did not list', () => {
    const explained = explainMatch(profile, job());
    expect(explained.reasons).toEqual([
      '5 of your 7 skills: React, TypeScript, CSS, GraphQL, …',
      'the title you want: Frontend Developer',
      'in Berlin',
      'pays at least your €55,000 a year',
    ]);
    expect(explained.missingSkills).toEqual(['Storybook']);
  });

  it('says remote for a remote job when remote is wanted', () => {
    const explained = explainMatch(profile, job({ location: 'Berlin', workArrangement: 'remote' }));
    expect(explained.reasons).toContain('in Berlin or remote');
    expect(explainMatch(profile, job({ location: 'Lisbon', workArrangement: 'remote' })).reasons).toContain('remote');
  });

  it('gives no pay reason when the pay is unknown or below the lowest wanted', () => {
    const unknown = job({ salaryMin: undefined, salaryMax: undefined, currency: undefined, period: undefined });
    expect(explainMatch(profile, unknown).reasons.join()).not.toContain('pays');
    const low = explainMatch(profile, job({ salaryMin: 3000, salaryMax: 4000, period: 'month' }));
    expect(low.paysEnough).toBe(false);
    expect(low.reasons.join()).not.toContain('pays');
  });

  it('compares pay in yearly euros, whatever the currency and period', () => {
    expect(explainMatch(profile, job({ salaryMin: 5000, salaryMax: 5000, period: 'month' })).paysEnough).toBe(true);
  });
});

describe('compareSkills', () => {
  it('compares skills by their words, not their spelling', () => {
    expect(compareSkills(['react.js', 'JS', 'NodeJS'], ['React', 'JavaScript', 'Node.js', 'Go'])).toEqual({
      listed: ['React', 'JavaScript', 'Node.js'],
      notListed: ['Go'],
    });
  });
});

describe('matchScore', () => {
  const weight = () => 1;
  const score = (overrides: Partial<MatchableJob>, likeHidden = 0) =>
    matchScore(explainMatch(profile, job(overrides)), profile, weight, likeHidden);

  it('puts more shared skills, the wanted title and place first; moves misfits and jobs like hidden ones down', () => {
    expect(score({})).toBeGreaterThan(score({ skills: ['React'] }));
    expect(score({})).toBeGreaterThan(score({ title: 'Data Engineer' }));
    expect(score({})).toBeGreaterThan(score({ location: 'Madrid', workArrangement: 'on_site' }));
    expect(score({})).toBeGreaterThan(score({ jobType: 'contract' }));
    expect(score({})).toBeGreaterThan(score({}, 2));
  });
});
