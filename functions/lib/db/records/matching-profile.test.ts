import { fromMatchingItem } from './matching-profile.js';

describe("reading a seeker's matching item", () => {
  it('reads an older profile’s job type remote as the work arrangement remote', () => {
    const { profile } = fromMatchingItem({ profile: { arrangements: ['on_site'], jobTypes: ['remote', 'part_time'] } });
    expect(profile).toMatchObject({ arrangements: ['on_site', 'remote'], jobTypes: ['part_time'] });
  });

  it('reads no item as the empty profile', () => {
    expect(fromMatchingItem(undefined).profile).toEqual({
      skills: [],
      titles: [],
      places: [],
      arrangements: [],
      jobTypes: [],
    });
  });
});
