import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/api/fetcher.js';
import { useForm } from './use-form.js';

const refused = () =>
  new ApiError(409, '409', JSON.stringify({ message: 'You have already applied to this job' }), undefined);

describe('useForm submit', () => {
  it('is busy while the action runs, runs one at a time, and clears the failure first', async () => {
    const { result } = renderHook(() => useForm({ name: '' }));
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));

    let first: Promise<boolean> | undefined;
    act(() => {
      first = result.current.submit(action, 'Could not save');
    });
    expect(result.current.busy).toBe(true);
    let second: boolean | undefined;
    await act(async () => {
      second = await result.current.submit(action, 'Could not save');
    });
    expect(second).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish();
      expect(await first).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBe('');
  });

  it("shows the API's words for a refusal, else the fallback", async () => {
    const { result } = renderHook(() => useForm({ name: '' }));
    await act(async () => {
      await result.current.submit(() => Promise.reject(refused()), 'Could not save');
    });
    expect(result.current.failure).toBe('You have already applied to this job');

    await act(async () => {
      await result.current.submit(() => Promise.reject(new TypeError('Failed to fetch')), 'Could not save');
    });
    expect(result.current.failure).toBe('Could not save');
    expect(result.current.busy).toBe(false);

    act(() => result.current.clearFailure());
    expect(result.current.failure).toBe('');
  });

  it('leaves no failure when the form showed it itself', async () => {
    const { result } = renderHook(() => useForm({ name: '' }));
    const shown = vi.fn(() => undefined);
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.submit(() => Promise.reject(refused()), shown);
    });
    expect(done).toBe(false);
    expect(shown).toHaveBeenCalledWith(expect.any(ApiError));
    expect(result.current.failure).toBe('');
  });
});
