import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { ImagePicker, type ImagePickerProps } from './image-picker';

function png(name: string, bytes = 1000) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

function Harness(props: Partial<ImagePickerProps> & { onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      label="Add images"
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onFiles?.(next);
      }}
      {...props}
    />
  );
}

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

it('previews chosen images and removes one by its button', async () => {
  const user = userEvent.setup();
  const onFiles = jest.fn();
  renderWithProviders(<Harness multiple onFiles={onFiles} />);
  const input = screen.getByLabelText('Add images');
  expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 2 MB; up to 6 images.');
  await user.upload(input, [png('one.png'), png('two.png')]);
  expect(screen.getByAltText('Preview of one.png')).toHaveAttribute('src', 'blob:preview-1');
  expect(screen.getByAltText('Preview of two.png')).toBeInTheDocument();
  await user.upload(input, png('three.png'));
  expect(screen.getAllByRole('img', { name: /Preview of/ })).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: 'Remove two.png' }));
  expect(screen.queryByAltText('Preview of two.png')).not.toBeInTheDocument();
  expect(onFiles).toHaveBeenLastCalledWith([
    expect.objectContaining({ name: 'one.png' }),
    expect.objectContaining({ name: 'three.png' }),
  ]);
});

it('refuses files of the wrong type or size before any upload, with a message', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const onFiles = jest.fn();
  renderWithProviders(<Harness onFiles={onFiles} />);
  const input = screen.getByLabelText('Add images');
  await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'cv.pdf: Only JPEG, PNG or WebP images are allowed',
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await user.upload(input, png('huge.png', 2 * 1024 * 1024 + 1));
  expect(screen.getByRole('alert')).toHaveTextContent('huge.png: Image must be at most 2 MB');
  expect(onFiles).not.toHaveBeenCalled();
  await user.upload(input, png('ok.png'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'ok.png' })]);
});

it('replaces the file in single mode and caps the count in multiple mode', async () => {
  const user = userEvent.setup();
  const single = jest.fn();
  const { unmount } = renderWithProviders(<Harness onFiles={single} />);
  await user.upload(screen.getByLabelText('Add images'), png('a.png'));
  await user.upload(screen.getByLabelText('Add images'), png('b.png'));
  expect(single).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.png' })]);
  unmount();

  renderWithProviders(<Harness multiple maxFiles={2} />);
  await user.upload(screen.getByLabelText('Add images'), [
    png('1.png'),
    png('2.png'),
    png('3.png'),
  ]);
  expect(screen.getAllByRole('img', { name: /Preview of/ })).toHaveLength(2);
  expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 2 images');
});

it('shows a server error and the upload progress', () => {
  renderWithProviders(
    <ImagePicker
      label="Edit"
      inputLabel="Choose a profile photo"
      files={[]}
      onChange={() => undefined}
      error="Image must be at most 2 MB"
      progress={0.5}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Image must be at most 2 MB');
  expect(screen.getByLabelText('Choose a profile photo')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
});

it('speaks Indonesian on an Indonesian page: the hint and a refused file', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness multiple />, { locale: 'id' });
  const input = await screen.findByLabelText('Add images');
  expect(input).toHaveAccessibleDescription(
    'JPEG, PNG atau WebP, maksimal 2 MB; maksimal 6 gambar.',
  );
  await user.upload(input, [png('besar.png', 3 * 1024 * 1024)]);
  expect(screen.getByRole('alert')).toHaveTextContent('besar.png: ukuran gambar maksimal 2 MB');
});
