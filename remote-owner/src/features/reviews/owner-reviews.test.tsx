// The owner's reviews of one hotel: Reply once under each review without an answer.
import { screen, within } from '@testing-library/react';
import { apiClient, type Review } from '@ceylon/shared';
import { apiError, makeHotel, ok, renderPage } from '@ceylon/shared/testing';
import english from '../../locales/en.json';
import { OwnerReviews } from './components/owner-reviews';

const REPLY_REQUIRED = english['owner.reply.required'];
const REPLY_SENT = english['owner.reply.sent'];

const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  rating: 4,
  body: `Words of ${id}`,
  guestName: `Guest ${id.toUpperCase()}.`,
  stayMonth: '2030-01',
  createdAt: '2030-01-10T00:00:00.000Z',
  updatedAt: '2030-01-10T00:00:00.000Z',
  ...overrides,
});

const answered = review('a', { ownerReply: 'Thanks!', ownerRepliedAt: '2030-01-11T00:00:00.000Z' });
const open = review('b');
const hotel = makeHotel('h1', { title: 'Lake House', guestScore: 8, reviewCount: 2 });

beforeEach(() => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [answered, open], status: 200, headers: { 'x-total-count': '2' } });
});

afterEach(() => jest.restoreAllMocks());

describe('OwnerReviews', () => {
  it('offers Reply only under reviews without an answer, and publishes the answer once', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ ownerReply: 'Glad you came.', ownerRepliedAt: '2030-01-12T00:00:00.000Z' }, 201));
    const { user } = renderPage(<OwnerReviews hotel={hotel} />);
    expect(screen.getByRole('region', { name: 'Guest reviews' })).toHaveTextContent('Guest score 8.0 · 2 reviews');
    const first = await screen.findByRole('listitem', { name: 'Review by Guest A.' });
    expect(within(first).queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Review by Guest B.' });

    await user.click(within(second).getByRole('button', { name: 'Reply to Guest B.' }));
    const box = within(second).getByRole('textbox', { name: /Your reply/ });
    expect(box).toHaveFocus();
    await user.click(within(second).getByRole('button', { name: 'Publish reply' }));
    expect(within(second).getByRole('alert')).toHaveTextContent(REPLY_REQUIRED);
    expect(post).not.toHaveBeenCalled();

    await user.type(box, '  Glad you came.  ');
    await user.click(within(second).getByRole('button', { name: 'Publish reply' }));
    expect(post).toHaveBeenCalledWith('/reviews/b/reply', { body: 'Glad you came.' });
    expect(await screen.findByText(REPLY_SENT)).toBeInTheDocument();
    expect(second).toHaveTextContent('Reply from the ownerGlad you came.');
    expect(within(second).queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
  });

  it('keeps the reply and shows the server’s message when it is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(409, 'This review already has an answer'));
    const { user } = renderPage(<OwnerReviews hotel={hotel} />);
    const second = await screen.findByRole('listitem', { name: 'Review by Guest B.' });
    await user.click(within(second).getByRole('button', { name: 'Reply to Guest B.' }));
    await user.type(within(second).getByRole('textbox', { name: /Your reply/ }), 'Hello');
    await user.click(within(second).getByRole('button', { name: 'Publish reply' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('This review already has an answer');
    expect(within(second).getByRole('textbox', { name: /Your reply/ })).toHaveValue('Hello');
  });
});
