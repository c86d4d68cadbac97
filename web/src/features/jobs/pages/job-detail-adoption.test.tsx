/**
 * A job page rendered by the server with its job, adopted by the app: the page renders once. Whatever the browser
 * learns after (who is looking, that the app is live) re-renders only the small parts that show it, not the whole
 * article: on a slow phone a second render of the page was one more long task of its start.
 */
import { jobLabels } from '@shared/texts.js';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSignedInMarker } from '@/api/signed-in-marker.js';
import { AppProviders } from '@/app/providers.js';
import { mockApi } from '@/testing/api-mock.js';
import { aJob, aUser } from '@/testing/fixtures.js';
import JobDetailPage from './job-detail.js';

// Counts the page's renders: the page reads its job once per render.
const pageRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../use-jobs.js', async (original) => {
  const module = await original<typeof import('../use-jobs.js')>();
  return {
    ...module,
    useJob: (id: number | undefined) => {
      pageRenders.count += 1;
      return module.useJob(id);
    },
  };
});

const job = aJob({ id: 101 });
const pageData = { '/api/jobs/101': job };
const routes = (
  <Routes>
    <Route path="/job/:id" element={<JobDetailPage />} />
  </Routes>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a job page the server rendered', () => {
  it('is adopted with one render of the page, the session answering after', async () => {
    setSignedInMarker();
    const api = mockApi({ 'GET /api/user': aUser(), 'GET /api/jobs/101/similar': [] });
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <AppProviders swrCache={() => new Map()} pageData={pageData}>
        <StaticRouter location="/job/101">{routes}</StaticRouter>
      </AppProviders>,
    );
    document.body.append(root);
    pageRenders.count = 0;

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <AppProviders swrCache={() => new Map()} pageData={pageData}>
          <MemoryRouter initialEntries={['/job/101']}>{routes}</MemoryRouter>
        </AppProviders>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    // The signed-in job seeker's marks (bookmark, Apply enabled) come once the session has answered.
    await waitFor(() => expect(screen.getAllByRole('button', { name: jobLabels.applyNow })[0]).toBeEnabled());
    expect(api.to('/api/user')).toHaveLength(1);
    expect(api.to('/api/jobs/101')).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    expect(pageRenders.count).toBe(1);
  });
});
