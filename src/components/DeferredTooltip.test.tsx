import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IconButton from '@mui/material/IconButton';
import { DeferredTooltip } from './DeferredTooltip';

function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <>
      <button type="button">Before</button>
      <DeferredTooltip title="Edit worker">
        <IconButton aria-label="Edit Ravi" onClick={onClick}>
          E
        </IconButton>
      </DeferredTooltip>
    </>
  );
}

test('resting the pointer on the button shows its tooltip; leaving hides it; a press runs once', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(<EditButton onClick={onClick} />);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Edit Ravi' });
  await user.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit worker');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  await user.unhover(button);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  await user.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit worker');
});

test('a button pressed before its tooltip was ever shown is pressed once, and keeps its name', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(<EditButton onClick={onClick} />);
  await user.click(screen.getByRole('button', { name: 'Edit Ravi' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Before', 'Edit Ravi']);
});

test('Escape hides a shown tooltip', async () => {
  const user = userEvent.setup();
  render(<EditButton onClick={vi.fn()} />);
  await user.hover(screen.getByRole('button', { name: 'Edit Ravi' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit worker');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
});

// Whether the keyboard's focus shows the tooltip is the browser's call (':focus-visible'), which jsdom
// makes from the events of every earlier test: the browser tests see it.
test('reached from the keyboard, the button keeps the focus, so Enter presses it once', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(<EditButton onClick={onClick} />);
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Edit Ravi' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Edit Ravi' })).toHaveFocus();
});
