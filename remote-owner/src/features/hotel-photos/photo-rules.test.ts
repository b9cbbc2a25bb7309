import type { HotelPhoto } from '@ceylon/shared';
import { testTranslator } from '@ceylon/shared/testing';
import { moved, thumbnailOf, uploadProblem as uploadMessage } from './photo-rules';

// The check's message as an English page shows it.
const english = testTranslator('en');
const uploadProblem = (...args: Parameters<typeof uploadMessage>) => {
  const message = uploadMessage(...args);
  return message && english._(message.id, message.values);
};

const file = (name: string, type: string, size = 1) => ({ name, type, size }) as File;

it('accepts JPEG, PNG and WebP up to 10 MB, while the hotel has room', () => {
  expect(uploadProblem([file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp', 10 * 1024 * 1024)], 8)).toBeNull();
  expect(uploadProblem([file('a.gif', 'image/gif')], 0)).toBe('a.gif is not a JPEG, PNG or WebP picture');
  expect(uploadProblem([file('a.png', 'image/png', 10 * 1024 * 1024 + 1)], 0)).toBe('a.png is larger than 10 MB');
  expect(uploadProblem([file('a.png', 'image/png')], 10)).toBe('A hotel can have at most 10 photos: delete one first');
  expect(uploadProblem([], 0)).toBe('Choose one or more photos to upload');
});

it('picks the narrowest WebP for a thumbnail', () => {
  const photo = {
    variants: [
      { url: '/960.webp', format: 'webp', width: 960, height: 640 },
      { url: '/480.avif', format: 'avif', width: 480, height: 320 },
      { url: '/480.webp', format: 'webp', width: 480, height: 320 },
    ],
  } as HotelPhoto;
  expect(thumbnailOf(photo)?.url).toBe('/480.webp');
});

it('moves one id a place and leaves the ends alone', () => {
  expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
});
