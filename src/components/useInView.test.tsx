import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { keepOutOfView } from '../../tests/inView';
import { useInView } from './useInView';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref);
  return <div ref={ref}>{seen ? 'seen' : 'not yet'}</div>;
}

test('without an observer (a DOM that cannot tell) the element counts as in view at once', () => {
  render(<Probe />);
  expect(screen.getByText('seen')).toBeInTheDocument();
});

test('false until the element comes into view, then true for good, and the observer is let go', () => {
  const view = keepOutOfView();
  render(<Probe />);
  expect(screen.getByText('not yet')).toBeInTheDocument();
  view.scrollIntoView();
  expect(screen.getByText('seen')).toBeInTheDocument();
  expect(view.observers.every((observer) => observer.disconnected)).toBe(true);
});
