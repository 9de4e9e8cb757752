import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { useDrawnInTurns } from './useDrawnInTurns';

/** A screen with a top and two lower parts, noting what each of its commits put on the page. */
function Screen({ commits }: { commits: string[][] }) {
  const drawn = useDrawnInTurns(2);
  const parts = ['Top', ...(drawn >= 1 ? ['Projects'] : []), ...(drawn >= 2 ? ['Activities'] : [])];
  useLayoutEffect(() => {
    commits.push(parts);
  });
  return (
    <>
      {parts.map((part) => (
        <section key={part} aria-label={part} />
      ))}
    </>
  );
}

test('a screen’s lower parts reach the page one commit after another, top first, and all of them', () => {
  const commits: string[][] = [];
  render(<Screen commits={commits} />);
  expect(commits).toEqual([['Top'], ['Top', 'Projects'], ['Top', 'Projects', 'Activities']]);
  expect(screen.getAllByRole('region').map((part) => part.getAttribute('aria-label'))).toEqual(['Top', 'Projects', 'Activities']);
});

test('once drawn, a part stays drawn when the screen renders again', () => {
  const commits: string[][] = [];
  const { rerender } = render(<Screen commits={commits} />);
  rerender(<Screen commits={commits} />);
  expect(commits.at(-1)).toEqual(['Top', 'Projects', 'Activities']);
  expect(commits).toHaveLength(4);
});
