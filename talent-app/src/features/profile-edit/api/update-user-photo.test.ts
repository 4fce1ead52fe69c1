import { FakeXhr, installFakeXhr, png } from '@peworld/shared-ui/testing';
import { makeProfile } from '../../../testing/fixtures';
import { updateUserPhoto } from './update-user-photo';

beforeEach(() => installFakeXhr());

it('sends the photo as multipart img_profile with cookies and reports progress', async () => {
  const progress: number[] = [];
  const photo = png('me.png');
  const pending = updateUserPhoto(11, photo, { onProgress: (part) => progress.push(part) });
  const xhr = FakeXhr.last;
  expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
    'PATCH',
    'http://localhost/api/users/11',
    true,
  ]);
  expect(xhr.sent?.get('img_profile')).toBe(photo);
  xhr.progress(25, 100);
  const profile = makeProfile({ img_profile: 'me.webp' });
  xhr.respond(200, { status: 200, message: 'ok', data: profile });
  await expect(pending).resolves.toMatchObject({ data: { img_profile: 'me.webp' } });
  expect(progress).toEqual([0.25, 1]);
});

it('rejects with the server’s reason', async () => {
  const pending = updateUserPhoto(11, png('me.png'));
  FakeXhr.last.respond(415, { status: 415, message: 'Only JPG, PNG or WebP images' });
  await expect(pending).rejects.toMatchObject({
    status: 415,
    message: 'Only JPG, PNG or WebP images',
  });
});
