import { screen } from '@testing-library/react';
import { MAX_REVIEW_LENGTH } from '@ceylon/shared';
import { apiError, renderPage } from '@ceylon/shared/testing';
import english from '../../../locales/en.json';
import { ReviewForm } from './review-form';

// The form's problems as the English catalog words them.
const RATING_REQUIRED = english['customer.review.ratingRequired'];
const TEXT_REQUIRED = english['customer.review.textRequired'];
const TEXT_TOO_LONG = english['customer.review.tooLong'].replace('{max}', MAX_REVIEW_LENGTH.toLocaleString('en-US'));

function open(props: Partial<Parameters<typeof ReviewForm>[0]> = {}) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  const onCancel = jest.fn();
  const view = renderPage(<ReviewForm submitLabel="Publish review" onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  return { ...view, onSubmit, onCancel };
}

const text = () => screen.getByRole('textbox', { name: 'Your review' });
const publish = () => screen.getByRole('button', { name: 'Publish review' });

afterEach(() => jest.restoreAllMocks());

describe('ReviewForm', () => {
  it('offers the rating as a labelled radio group of 1 to 5 and counts the characters', async () => {
    const { user } = open();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 – Poor',
      '2 – Fair',
      '3 – Good',
      '4 – Very good',
      '5 – Excellent',
    ]);
    expect(text()).toHaveAccessibleDescription('0 of 2,000 characters');
    await user.type(text(), 'Lovely 🌴');
    // Characters as the server counts them: the palm tree is one.
    expect(text()).toHaveAccessibleDescription('8 of 2,000 characters');
  });

  it('says what is missing, focuses it and sends nothing', async () => {
    const { user, onSubmit } = open();
    await user.click(publish());
    expect(screen.getByText(RATING_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(TEXT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 – Poor' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '4 – Very good' }));
    await user.type(text(), '   ');
    await user.click(publish());
    expect(screen.queryByText(RATING_REQUIRED)).not.toBeInTheDocument();
    expect(text()).toHaveFocus();
    expect(text()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more than 2,000 characters', async () => {
    const { user, onSubmit } = open({ initial: { rating: 3, body: 'x'.repeat(2001) } });
    expect(text()).toHaveAccessibleDescription('2,001 of 2,000 characters');
    await user.click(publish());
    expect(screen.getByText(TEXT_TOO_LONG)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the rating and the trimmed text', async () => {
    const { user, onSubmit } = open();
    await user.click(screen.getByRole('radio', { name: '5 – Excellent' }));
    await user.type(text(), '  Quiet and kind.  ');
    await user.click(publish());
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, body: 'Quiet and kind.' });
  });

  it('keeps what was typed and shows the server’s message when saving fails', async () => {
    const onSubmit = jest.fn().mockRejectedValue(apiError(409, 'You have already reviewed this stay; you can edit your review instead'));
    const { user } = open({ onSubmit, initial: { rating: 2, body: 'Noisy.' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(publish());
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this stay; you can edit your review instead');
    expect(text()).toHaveValue('Noisy.');
    expect(publish()).toBeEnabled();
  });
});

it('says what is missing, and counts, in Tamil', async () => {
  const onSubmit = jest.fn();
  const { user } = renderPage(<ReviewForm submitLabel="மதிப்பாய்வை வெளியிடு" onSubmit={onSubmit} onCancel={jest.fn()} />, { language: 'ta' });
  expect(screen.getByRole('textbox', { name: 'உங்கள் மதிப்பாய்வு' })).toHaveAccessibleDescription('2,000 இல் 0 எழுத்துகள்');
  await user.click(screen.getByRole('button', { name: 'மதிப்பாய்வை வெளியிடு' }));
  expect(screen.getByText('1 முதல் 5 வரை ஒரு மதிப்பீட்டைத் தேர்ந்தெடுங்கள்')).toBeInTheDocument();
  expect(screen.getByText('உங்கள் தங்குதல் பற்றி மற்ற விருந்தினர்களுக்குச் சொல்லுங்கள்')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'உங்கள் மதிப்பீடு' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ரத்துசெய்' })).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
