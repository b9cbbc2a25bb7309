import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient, type HotelPhoto } from '@ceylon/shared';
import { apiError, makeHotel, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import HotelPhotosPage from './hotel-photos-page';

function makePhoto(id: string, caption: string): HotelPhoto {
  return {
    id,
    caption,
    width: 1600,
    height: 1067,
    variants: [
      { url: `/api/photos/${id}-960.webp`, format: 'webp', width: 960, height: 640 },
      { url: `/api/photos/${id}-480.avif`, format: 'avif', width: 480, height: 320 },
      { url: `/api/photos/${id}-480.webp`, format: 'webp', width: 480, height: 320 },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const pool = makePhoto('p1', 'The pool');
const room = makePhoto('p2', 'A double room');
const lakeView = makeHotel('h1', { title: 'Lake View' });

function answerGets(photos: HotelPhoto[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/hotels/h1') return Promise.resolve({ data: lakeView });
    if (url === '/hotels/h1/photos') return Promise.resolve({ data: photos });
    return Promise.reject(new Error(`No reply for ${url}`));
  });
}

const open = () => renderPage(<HotelPhotosPage />, { route: '/owner/hotels/h1/photos', path: '/owner/hotels/:id/photos' });
const png = (name = 'pool.png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

it('lists the photos with thumbnails of the smallest WebP, the first marked as the cover', async () => {
  answerGets([pool, room]);
  open();

  const items = within(await screen.findByRole('list', { name: 'Photos' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('Cover')).toBeInTheDocument();
  expect(within(items[1]!).queryByText('Cover')).not.toBeInTheDocument();
  const thumbnail = within(items[0]!).getByRole('img', { name: 'The pool' });
  expect(thumbnail).toHaveAttribute('src', '/api/photos/p1-480.webp');
  expect(thumbnail).toHaveAttribute('width', '480');
  expect(thumbnail).toHaveAttribute('height', '320');
  expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toBeDisabled();
});

it('uploads the chosen files as multipart form data and lists what the API answers', async () => {
  answerGets([]);
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: [pool] });
  const { user } = open();

  const input = await screen.findByLabelText('Photos to upload');
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  expect(input).toHaveAttribute('multiple');
  await user.upload(input, png());
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByText('Photo uploaded')).toBeInTheDocument();
  const [url, body] = post.mock.calls[0]!;
  expect(url).toBe('/hotels/h1/photos');
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).getAll('photos').map((file) => (file as File).name)).toEqual(['pool.png']);
  expect(await screen.findByRole('img', { name: 'The pool' })).toBeInTheDocument();
});

it('waits for an upload: the buttons are disabled until the API answers, then the photo is listed', async () => {
  answerGets([room]);
  let answer: (photos: HotelPhoto[]) => void = () => undefined;
  jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (answer = (data) => resolve({ data }))));
  const { user } = open();

  await user.upload(await screen.findByLabelText('Photos to upload'), png());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('button', { name: 'Working…' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Delete photo 1' })).toBeDisabled();

  answer([room, pool]);
  expect(await screen.findByRole('img', { name: 'The pool' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Delete photo 1' })).toBeEnabled();
});

it('says so when the photos cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      url === '/hotels/h1' ? Promise.resolve({ data: lakeView }) : Promise.reject(new Error('offline')),
    );
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load photos');
});

it('refuses files of another type, too large, or too many before sending', async () => {
  answerGets([pool]);
  const post = jest.spyOn(apiClient, 'post');
  const { user } = open();
  const input = await screen.findByLabelText('Photos to upload');
  const upload = () => user.click(screen.getByRole('button', { name: 'Upload' }));

  await upload();
  expect(screen.getByRole('alert')).toHaveTextContent('Choose one or more photos to upload');

  // user.upload honours `accept`; the check must hold for a file that gets past it all the same.
  fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
  await upload();
  expect(screen.getByRole('alert')).toHaveTextContent('logo.svg is not a JPEG, PNG or WebP picture');

  const choose = (files: File[]) => fireEvent.change(input, { target: { files } });
  choose([png('huge.png', 10 * 1024 * 1024 + 1)]);
  await upload();
  expect(screen.getByRole('alert')).toHaveTextContent('huge.png is larger than 10 MB');

  choose(Array.from({ length: 10 }, (_, index) => png(`p${index}.png`)));
  await upload();
  expect(screen.getByRole('alert')).toHaveTextContent('A hotel can have at most 10 photos: you can add 9 more');
  expect(post).not.toHaveBeenCalled();
});

it("shows the API's message when an upload is refused", async () => {
  answerGets([]);
  jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, 'pool.png is not a complete picture'));
  const { user } = open();
  await user.upload(await screen.findByLabelText('Photos to upload'), png());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('pool.png is not a complete picture');
});

it('moves a photo and sends the new order', async () => {
  answerGets([pool, room]);
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: [room, pool] });
  const { user } = open();

  await user.click(await screen.findByRole('button', { name: 'Move photo 2 earlier' }));
  expect(put).toHaveBeenCalledWith('/hotels/h1/photos/order', { ids: ['p2', 'p1'] });
  expect(await screen.findByText('Photo moved earlier')).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
  expect(within(items[0]!).getByRole('img')).toHaveAccessibleName('A double room');
  expect(within(items[0]!).getByText('Cover')).toBeInTheDocument();
});

it('saves a caption', async () => {
  answerGets([pool]);
  const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue({ data: [{ ...pool, caption: 'The infinity pool' }] });
  const { user } = open();

  const caption = await screen.findByLabelText('Caption');
  await user.clear(caption);
  await user.type(caption, 'The infinity pool');
  await user.click(screen.getByRole('button', { name: 'Save caption' }));
  expect(patch).toHaveBeenCalledWith('/hotels/h1/photos/p1', { caption: 'The infinity pool' });
  expect(await screen.findByText('Caption saved')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'The infinity pool' })).toBeInTheDocument();
});

it('asks before deleting; deletes only on yes', async () => {
  answerGets([pool, room]);
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: [room] });
  const { user } = open();

  await user.click(await screen.findByRole('button', { name: 'Delete photo 1' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep photo' }));
  expect(remove).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete photo' }));
  expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith('/hotels/h1/photos/p1');
  expect(screen.queryByRole('img', { name: 'The pool' })).not.toBeInTheDocument();
});

it('offers an admin the way back to Manage Hotels', async () => {
  signInAs('admin');
  answerGets([]);
  open();
  expect(await screen.findByRole('link', { name: 'Back to Manage Hotels' })).toHaveAttribute('href', '/admin/HotelManagement');
});
