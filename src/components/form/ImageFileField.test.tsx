import { useForm, useWatch } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBlobUrls } from '../../../tests/blobUrls';
import { ImageFileField } from './ImageFileField';

let blobs: ReturnType<typeof stubBlobUrls>;
beforeEach(() => {
  blobs = stubBlobUrls();
});

function Form({ currentUrl, onValue }: { currentUrl?: string; onValue?: (file: File | null) => void }) {
  const { control } = useForm<{ proof: File | null }>({ defaultValues: { proof: null } });
  const proof = useWatch({ control, name: 'proof' });
  onValue?.(proof);
  return <ImageFileField control={control} name="proof" label="ID Proof" helperText="An image under 5 MB" currentUrl={currentUrl} />;
}

const fileInput = () => screen.getByLabelText('ID Proof', { selector: 'input' });
const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

test('a chosen image is previewed, named with its size, and can be changed and removed; each preview URL is revoked', async () => {
  const user = userEvent.setup();
  const values: (File | null)[] = [];
  const { unmount } = render(<Form onValue={(file) => values.push(file)} />);
  expect(screen.getByRole('group', { name: 'ID Proof' })).toBeInTheDocument();
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  expect(fileInput()).toHaveAttribute('accept', 'image/*');

  await user.upload(fileInput(), png('front.png'));
  expect(screen.getByRole('img', { name: 'Preview of front.png' })).toHaveAttribute('src', 'blob:preview-1');
  expect(screen.getByText('front.png (3 B)')).toBeInTheDocument();
  expect(values.at(-1)?.name).toBe('front.png');

  await user.upload(fileInput(), png('back.png'));
  expect(screen.getByRole('img', { name: 'Preview of back.png' })).toHaveAttribute('src', 'blob:preview-2');
  expect(blobs.revoked).toContain('blob:preview-1');

  await user.click(screen.getByRole('button', { name: 'Remove back.png' }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  expect(values.at(-1)).toBeNull();
  expect(blobs.revoked).toContain('blob:preview-2');

  await user.upload(fileInput(), png('again.png'));
  unmount();
  expect(blobs.revoked).toEqual(blobs.made);
});

test('the choose button opens the file input, from the keyboard too', async () => {
  const user = userEvent.setup();
  render(<Form />);
  const input = fileInput() as HTMLInputElement;
  const click = vi.spyOn(input, 'click');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(click).toHaveBeenCalled();
});

test('an edit shows the stored image until another is chosen', async () => {
  const user = userEvent.setup();
  render(<Form currentUrl="/uploads/labour/card.png" />);
  expect(screen.getByRole('img', { name: 'Current ID Proof' })).toHaveAttribute('src', '/uploads/labour/card.png');
  expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
  await user.upload(fileInput(), png('new.png'));
  expect(screen.queryByRole('img', { name: 'Current ID Proof' })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Preview of new.png' })).toBeInTheDocument();
});

test('shows the form’s error for the field instead of the hint', async () => {
  function WithError() {
    const { control, setError } = useForm<{ proof: File | null }>({ defaultValues: { proof: null } });
    return (
      <>
        <ImageFileField control={control} name="proof" label="ID Proof" helperText="An image under 5 MB" />
        <button type="button" onClick={() => setError('proof', { message: 'Please select an image file' })}>
          fail
        </button>
      </>
    );
  }
  const user = userEvent.setup();
  render(<WithError />);
  expect(screen.getByText('An image under 5 MB')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'fail' }));
  expect(screen.getByText('Please select an image file')).toBeInTheDocument();
  expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  expect(fileInput()).toHaveAccessibleDescription('Please select an image file');
});
