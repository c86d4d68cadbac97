/**
 * The rate limits count in fixed windows (functions/lib/rate-limit.ts). A test that spends a limit's worth of
 * attempts and expects the next one refused fails when a window turns over in between: 50 logins took 29 s on a busy
 * two-core machine, and a 15-minute window's edge once fell inside them. `holdRateWindow()` stops the clock the
 * handlers read (Date only: timers and the SDK's waits still run) where it is, for the rest of the test.
 */
import { onTestFinished, vi } from 'vitest';

export function holdRateWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
