import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/api/fetcher.js';
import { useAction } from './use-action.js';

const refused = () => new ApiError(409, '409', JSON.stringify({ message: 'This job was closed meanwhile' }), undefined);

describe('useAction', () => {
  it('stays busy until an async failure handler is done, and shows what it returns', async () => {
    const { result } = renderHook(() => useAction());
    let reloaded = () => {};
    const failed = vi.fn(() => new Promise<string>((resolve) => (reloaded = () => resolve('Shown as it is now'))));

    let done: Promise<boolean> | undefined;
    act(() => {
      done = result.current.run(() => Promise.reject(refused()), failed);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(failed).toHaveBeenCalledWith(expect.any(ApiError));
    expect(result.current.busy).toBe(true);

    await act(async () => {
      reloaded();
      expect(await done).toBe(false);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBe('Shown as it is now');
  });

  it("shows the API's words for a refusal, and a run clears the last failure", async () => {
    const { result } = renderHook(() => useAction());
    await act(async () => {
      await result.current.run(() => Promise.reject(refused()), 'Could not save');
    });
    expect(result.current.failure).toBe('This job was closed meanwhile');

    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.run(() => undefined, 'Could not save');
    });
    expect(done).toBe(true);
    expect(result.current.failure).toBe('');
  });

  it('shows words found before running, until the next run', async () => {
    const { result } = renderHook(() => useAction());
    act(() => result.current.setFailure('The file is too large'));
    expect(result.current.failure).toBe('The file is too large');
    await act(async () => {
      await result.current.run(() => undefined, 'Could not save');
    });
    expect(result.current.failure).toBe('');
  });
});
