/** The board's size reads well at any scale: none, one, a demo board's few, a large board's many. */
import { labels } from './labels.js';

describe('labels.boardSize', () => {
  it.each([
    [0, 0, 'No open jobs right now'],
    [1, 1, '1 open job from 1 company'],
    [14, 5, '14 open jobs from 5 companies'],
    [140_000, 5_200, '140,000 open jobs from 5,200 companies'],
  ])('%i jobs from %i companies read "%s"', (jobs, companies, words) => {
    expect(labels.boardSize(jobs, companies)).toBe(words);
  });

  it('groups the digits of the home page counts too', () => {
    expect(labels.jobCount(140_000)).toBe('140,000 jobs');
    expect(labels.openJobCount(1)).toBe('1 open job');
  });
});
