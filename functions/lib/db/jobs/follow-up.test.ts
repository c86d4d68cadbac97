/** followUp: how a job write that follows a change already made treats each refusal. */
import { describe, expect, it } from 'vitest';
import { followUp } from './jobs-write.js';

type Outcome = { ok: true } | { ok: false; reason: string };

/** An attempt answering `outcomes` in turn, counting its calls. */
function attempts(...outcomes: Outcome[]) {
  let calls = 0;
  const attempt = async () => outcomes[Math.min(calls++, outcomes.length - 1)] as Outcome;
  return { attempt, calls: () => calls };
}

const changed: Outcome = { ok: false, reason: 'changed-meanwhile' };

describe('followUp', () => {
  it('writes a job edited meanwhile again, until it goes through', async () => {
    const { attempt, calls } = attempts(changed, changed, { ok: true });
    await followUp(attempt);
    expect(calls()).toBe(3);
  });

  it('leaves a job gone meanwhile: nothing left to follow', async () => {
    const { attempt, calls } = attempts({ ok: false, reason: 'missing' });
    await followUp(attempt);
    expect(calls()).toBe(1);
  });

  it('throws when the job keeps changing, after three tries', async () => {
    const { attempt, calls } = attempts(changed);
    await expect(followUp(attempt)).rejects.toThrow('kept changing');
    expect(calls()).toBe(3);
  });

  it('throws at once on any other refusal (the company gone): a fault, not an answer', async () => {
    const { attempt, calls } = attempts({ ok: false, reason: 'company-missing' });
    await expect(followUp(attempt)).rejects.toThrow('company-missing');
    expect(calls()).toBe(1);
  });
});
