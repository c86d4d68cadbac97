/**
 * Code and docs state their rules in their own words: a pointer to a document outside the repo (the product's
 * definition or a section of it, an issue number, a team notebook) tells a reader nothing once that document moves
 * on, and "as that document says" hides the fact itself. Say the rule, the text or the number instead.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SECTION = String.fromCharCode(0xa7);
/** Spelled in two pieces so that this file does not point at the document itself. */
const SPEC = ['sp', 'ec'].join('');
const pointer = new RegExp(
  `${SPEC} ${SECTION}|${SECTION}\\s*\\d|\\bissue #?\\d|field[- ]notes|\\b(the|product) ${SPEC}\\b|\\b${SPEC}['’]s\\b`,
  'i',
);
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
