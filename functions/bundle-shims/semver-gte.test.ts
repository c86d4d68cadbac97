import { gte } from './semver-gte.js';

describe('the bundles’ semver gte', () => {
  it.each([
    ['22.23.3', '8.0.0', true],
    ['v8.0.0', '8.0.0', true],
    ['7.10.1', '8.0.0', false],
    ['2.1000.0', '2.2.0', true],
    ['1.2.3', '1.2.10', false],
    ['1.10.0', '1.9.99', true],
    ['1.0.0-beta', '1.0.0', false],
    ['1.0.0', '1.0.0-rc.1', true],
    ['1.0.0-rc.2', '1.0.0-rc.10', false],
    ['1.0.0-alpha.1', '1.0.0-alpha', true],
    ['1.0.0-alpha', '1.0.0-1', true],
    ['1.0.0+build.5', '1.0.0', true],
  ])('%s ≥ %s is %s, as Semantic Versioning orders them', (version, floor, expected) => {
    expect(gte(version, floor)).toBe(expected);
  });

  it('refuses what is not a version, as semver does', () => {
    expect(() => gte('latest', '1.0.0')).toThrow('Invalid Version: latest');
  });
});
