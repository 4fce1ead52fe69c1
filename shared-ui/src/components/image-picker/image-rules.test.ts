import { switchLocale } from '../../i18n/app-messages';
import { imageProblem, imageSizeLabel, MAX_IMAGE_BYTES } from './image-rules';

const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

afterEach(async () => {
  await switchLocale('en');
});

it('accepts a JPEG, PNG or WebP within the limit', () => {
  expect(imageProblem(file('me.png', 'image/png', 10))).toBeNull();
  expect(imageProblem(file('me.webp', 'image/webp', MAX_IMAGE_BYTES))).toBeNull();
});

it("names the file and the reason in the page's language", async () => {
  const gif = file('cat.gif', 'image/gif', 10);
  const large = file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1);
  await switchLocale('en');
  expect(imageProblem(gif)).toBe('cat.gif: Only JPEG, PNG or WebP images are allowed');
  expect(imageProblem(large)).toBe('big.jpg: Image must be at most 2 MB');
  await switchLocale('id');
  expect(imageProblem(gif)).toBe('cat.gif: hanya gambar JPEG, PNG atau WebP yang diizinkan');
  expect(imageProblem(large)).toBe('big.jpg: ukuran gambar maksimal 2 MB');
});

it('states a smaller limit in KB', async () => {
  await switchLocale('en');
  expect(imageSizeLabel(500 * 1024)).toBe('500 KB');
  expect(imageProblem(file('a.png', 'image/png', 600 * 1024), 500 * 1024)).toBe(
    'a.png: Image must be at most 500 KB',
  );
});
