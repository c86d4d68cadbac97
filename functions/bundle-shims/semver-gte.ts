/**
 * semver for the Lambda bundles: only `gte` (infra/bundling.ts aliases `semver` here).
 *
 * Why: the X-Ray SDK under Powertools' tracer brings semver (about 29 KiB minified, in every bundle) for two calls,
 * both `gte`: cls-hooked choosing async_hooks on Node 8 and later, and the patcher of the AWS SDK v2 (which no
 * function uses) checking that SDK's version. Any other semver function would be undefined and fail on its first
 * call, loudly.
 */

/** Major, minor, patch and the pre-release tag of a version such as `v22.1.0` or `1.2.3-beta.1`. */
function parse(version: string): { core: number[]; prerelease: string } {
  const match = /^\s*v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(version);
  if (!match) throw new TypeError(`Invalid Version: ${version}`);
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] ?? '' };
}

/** Compares dot-separated pre-release identifiers: numbers numerically and below words, fewer fields first. */
function comparePrerelease(a: string, b: string): number {
  if (a === b) return 0;
  if (!a) return 1; // a release is above any of its pre-releases
  if (!b) return -1;
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i];
    const y = right[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const xNumber = /^\d+$/.test(x);
    const yNumber = /^\d+$/.test(y);
    if (xNumber && yNumber) return Number(x) - Number(y);
    if (xNumber !== yNumber) return xNumber ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Is `version` the same as or later than `floor`, by Semantic Versioning's precedence? */
export function gte(version: string, floor: string): boolean {
  const a = parse(version);
  const b = parse(floor);
  for (let i = 0; i < 3; i++) {
    const difference = (a.core[i] as number) - (b.core[i] as number);
    if (difference !== 0) return difference > 0;
  }
  return comparePrerelease(a.prerelease, b.prerelease) >= 0;
}
