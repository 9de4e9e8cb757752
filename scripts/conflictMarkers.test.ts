// @vitest-environment node
import { execFileSync } from 'node:child_process';

/**
 * A merge left unresolved must not reach a commit: no tracked file holds a line that starts a conflict
 * ('<' seven times and a space) or ends one ('>' seven times and a space). A line of seven '=' alone is
 * left out: Markdown underlines a heading with it. The markers are written as patterns here so that this
 * file does not hold them itself.
 */
const MARKER = '^(<{7}|>{7}|\\|{7}) ';
const EXCLUDED = [':(exclude)package-lock.json'];

function linesWithMarkers(): string[] {
  try {
    return execFileSync('git', ['grep', '-n', '-I', '-E', MARKER, '--', '.', ...EXCLUDED], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch (error) {
    // git grep answers 1 when nothing matched; anything else (no git, no repository) is a real failure.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('conflict markers', () => {
  test('the pattern finds the start, the base and the end of a conflict, and not a Markdown heading', () => {
    const pattern = new RegExp(MARKER, 'm');
    expect(pattern.test(`${'<'.repeat(7)} HEAD`)).toBe(true);
    expect(pattern.test(`${'|'.repeat(7)} base`)).toBe(true);
    expect(pattern.test(`${'>'.repeat(7)} feature`)).toBe(true);
    expect(pattern.test(`Heading\n${'='.repeat(7)}`)).toBe(false);
    expect(pattern.test(`a << b ${'<'.repeat(7)} c`)).toBe(false);
  });

  test('no tracked file holds one', () => {
    expect(linesWithMarkers()).toEqual([]);
  });
});
