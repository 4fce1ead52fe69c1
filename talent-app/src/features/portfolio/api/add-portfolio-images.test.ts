import { FakeXhr, installFakeXhr, png } from '@peworld/shared-ui/testing';
import { addPortfolioImages } from './add-portfolio-images';

beforeEach(() => installFakeXhr());

it('posts the image files to the entry with cookies, reporting progress', async () => {
  const form = new FormData();
  form.append('image', png('two.png'));
  const progress: number[] = [];
  const pending = addPortfolioImages(9, form, { onProgress: (part) => progress.push(part) });
  const xhr = FakeXhr.last;
  expect([xhr.method, xhr.url, xhr.withCredentials, xhr.sent]).toEqual([
    'POST',
    'http://localhost/api/users-portfolio/9/images',
    true,
    form,
  ]);
  xhr.progress(1, 4);
  xhr.respond(200, { status: 200, message: 'ok', data: { id: 9, images: [{ id: 2 }] } });
  await expect(pending).resolves.toMatchObject({ data: { id: 9 } });
  expect(progress).toEqual([0.25, 1]);
});
