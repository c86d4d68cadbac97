import { Profiler } from 'react';
import { mockApi } from '@/testing/api-mock.js';
import { jobSummaries } from '@/testing/fixtures.js';
import { renderWithProviders } from '@/testing/render.js';
import { JobGrid } from './job-grid.js';

describe('JobGrid', () => {
  it('draws the first six cards in its first commit and the rest in a later one', () => {
    mockApi();
    const cardsPerCommit: number[] = [];
    const { container } = renderWithProviders(
      <Profiler id="grid" onRender={() => cardsPerCommit.push(document.querySelectorAll('article').length)}>
        <JobGrid jobs={jobSummaries(20)} />
      </Profiler>,
    );
    expect(cardsPerCommit[0]).toBe(6);
    expect(cardsPerCommit.at(-1)).toBe(20);
    expect(container.querySelectorAll('article')).toHaveLength(20);
  });

  it('draws a short list whole, in one commit', () => {
    mockApi();
    const cardsPerCommit: number[] = [];
    renderWithProviders(
      <Profiler id="grid" onRender={() => cardsPerCommit.push(document.querySelectorAll('article').length)}>
        <JobGrid jobs={jobSummaries(5)} columns={3} />
      </Profiler>,
    );
    expect(cardsPerCommit).toEqual([5]);
  });

  it('pulses its placeholders while jobs are on their way, and holds them still beside a failed call', () => {
    mockApi();
    const animationOf = (container: HTMLElement) =>
      getComputedStyle(container.querySelector('.bar') as Element).animation;
    const loading = renderWithProviders(<JobGrid placeholders={2} />);
    expect(animationOf(loading.container)).toMatch(/infinite/);
    loading.unmount();
    const failed = renderWithProviders(<JobGrid placeholders={2} busy={false} />);
    expect(animationOf(failed.container)).toBe('none');
  });
});
