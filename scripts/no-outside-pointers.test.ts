/**
 * Code and docs state their rules in their own words: a pointer to a document outside the repo (a section of the
 * product spec, an issue number, a team notebook) tells a reader nothing once that document moves on.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SECTION = String.fromCharCode(0xa7);
const pointer = new RegExp(`spec ${SECTION}|${SECTION}\\s*\\d|\\bissue #?\\d|field[- ]notes`, 'i');
const checked = /\.(ts|tsx|js|mjs|md|json|yml|html|sh)$/;

function trackedFiles(): string[] {
  const listing = execFileSync('git', ['ls-files'], { encoding: 'utf8' });
  return listing.split('\n').filter((path) => checked.test(path) && !path.endsWith('package-lock.json'));
}

describe('pointers outside the repo', () => {
  it('appear in no tracked source or doc file', () => {
    const offenders = trackedFiles().flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (pointer.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
