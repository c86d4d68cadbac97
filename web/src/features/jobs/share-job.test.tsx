/**
 * Sharing on a job page that came rendered from the server (no share sheet there): a phone with a share sheet adopts
 * the page as it is, then shows its share button.
 */
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastContext } from '@/components/toast/toast-context.js';
import { ShareJob } from './share-job.js';

const toast = { show: () => {}, dismiss: () => {} };
const page = (
  <ToastContext.Provider value={toast}>
    <ShareJob title="Night Nurse" url="https://jobs.example.com/job/7" />
  </ToastContext.Provider>
);

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  document.body.innerHTML = '';
});

describe('ShareJob', () => {
  it('is adopted from the server HTML on a phone with a share sheet, then offers the sheet', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    expect(root.querySelector('a[href^="https://www.linkedin.com/"]')).not.toBeNull();

    Object.defineProperty(navigator, 'share', { value: async () => {}, configurable: true });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(root.querySelector('a[href^="https://www.linkedin.com/"]')).toBeNull();
  });
});
