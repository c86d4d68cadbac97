import { remoteAsArrangement } from './remote-as-arrangement.js';

describe("a matching profile's job type remote", () => {
  it('becomes the work arrangement remote, once', () => {
    expect(remoteAsArrangement({ arrangements: ['hybrid'], jobTypes: ['remote', 'contract'] })).toEqual({
      arrangements: ['hybrid', 'remote'],
      jobTypes: ['contract'],
    });
    expect(remoteAsArrangement({ arrangements: ['remote'], jobTypes: ['remote'] })).toEqual({
      arrangements: ['remote'],
      jobTypes: [],
    });
  });

  it('leaves a profile without it as it is', () => {
    const profile = { arrangements: [], jobTypes: ['full_time' as const] };
    expect(remoteAsArrangement(profile)).toBe(profile);
  });
});
