import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  isPositiveNumber,
  newPasswordErrors,
  PASSWORD_MIN_LENGTH,
  requireFields,
  type FieldMessages,
  type PasswordMessages,
} from './validation';
import { useFormFields, useRequiredFields } from './use-form-fields';
import { useCheckedSubmit } from './use-checked-submit';

const fieldMessages: FieldMessages = { required: (label) => `Need ${label}.`, email: 'Not an address.' };
const passwordMessages: PasswordMessages = {
  needNew: 'New one?',
  tooShort: (count) => `At least ${count}.`,
  needAgain: 'Again?',
  notSame: 'Not the same.',
};

describe('requireFields', () => {
  const labels = { name: 'Name', email: 'E-mail' };

  it('names every empty field in the words it is given', () => {
    expect(requireFields({ name: ' ', email: '' }, labels, 'email', fieldMessages)).toEqual({ name: 'Need Name.', email: 'Need E-mail.' });
  });

  it('asks for an e-mail that looks like an address', () => {
    expect(requireFields({ name: 'Asha', email: 'asha@' }, labels, 'email', fieldMessages)).toEqual({ email: 'Not an address.' });
    expect(requireFields({ name: 'Asha', email: ' asha@example.lk ' }, labels, 'email', fieldMessages)).toEqual({});
  });
});

describe('isPositiveNumber', () => {
  it('takes a number above zero as typed, and nothing else', () => {
    expect(['1', '0.0075', ' 312.5 ', '1e3'].every(isPositiveNumber)).toBe(true);
    expect(['', '  ', '0', '-2', 'abc', 'Infinity', '1,5'].some(isPositiveNumber)).toBe(false);
  });
});

describe('newPasswordErrors', () => {
  it('asks for both entries, long enough and the same', () => {
    expect(newPasswordErrors('', '', passwordMessages)).toEqual({ password: 'New one?', again: 'Again?' });
    expect(newPasswordErrors('short', 'short', passwordMessages)).toEqual({ password: `At least ${PASSWORD_MIN_LENGTH}.` });
    expect(newPasswordErrors('long enough', 'long enouhg', passwordMessages)).toEqual({ again: 'Not the same.' });
    expect(newPasswordErrors('long enough', 'long enough', passwordMessages)).toEqual({});
  });
});

function FieldsForm({ onSend }: { onSend: (values: { name: string; email: string }) => Promise<boolean> }) {
  const { values, field, check } = useRequiredFields({ name: 'Name', email: 'E-mail' }, { name: '', email: '' }, fieldMessages, 'email');
  const { submit } = useCheckedSubmit(
    check,
    () => onSend(values),
    () => undefined,
  );
  const box = (name: 'name' | 'email') => {
    const { label, error, ...props } = field(name);
    return (
      <p>
        <label>
          {label}
          <input {...props} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} />
        </label>
        {error && <span id={`${name}-error`}>{error}</span>}
      </p>
    );
  };
  return (
    <form noValidate aria-label="Fields" onSubmit={(event) => void submit(event)}>
      {box('name')}
      {box('email')}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormFields with useCheckedSubmit', () => {
  it('shows each problem under its field, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn((_values: { name: string; email: string }) => Promise.resolve(true));
    render(<FieldsForm onSend={onSend} />);
    await user.type(screen.getByLabelText('E-mail'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Need Name.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Not an address.');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the values once they pass', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn((_values: { name: string; email: string }) => Promise.resolve(true));
    render(<FieldsForm onSend={onSend} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.lk' });
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

function QuietForm() {
  const { field, check } = useFormFields({ code: 'Code' }, { code: '' }, (entered) => (entered.code ? {} : { code: 'Fill this in' }), {
    focusProblem: false,
  });
  const { submit } = useCheckedSubmit(
    check,
    () => Promise.resolve(true),
    () => undefined,
  );
  const { label, error, ...code } = field('code');
  return (
    <form noValidate aria-label="Quiet" onSubmit={(event) => void submit(event)}>
      <label>
        {label}
        <input {...code} />
      </label>
      {error && <span>{error}</span>}
      <button type="submit">Add</button>
    </form>
  );
}

describe('useFormFields without moving the focus', () => {
  it('shows the problem and leaves the focus on the button pressed', async () => {
    const user = userEvent.setup();
    render(<QuietForm />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Fill this in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });
});

function RecheckedForm() {
  const { values, setValues, field, errors, check, reset } = useFormFields<{ title: string; featured: boolean }, { words: string }>(
    { title: 'Title', featured: 'Featured' },
    { title: '', featured: false },
    (entered) => (entered.title.trim() ? {} : { title: { words: 'Name the hotel.' } }),
    { recheck: true },
  );
  const { label, error: _error, ...title } = field('title');
  return (
    <form
      noValidate
      aria-label="Rechecked"
      onSubmit={(event) => {
        event.preventDefault();
        if (check(event.currentTarget)) reset();
      }}
    >
      <label>
        {label}
        <input {...title} />
      </label>
      {errors.title && <span>{errors.title.words}</span>}
      <label>
        <input type="checkbox" checked={values.featured} onChange={(event) => setValues({ ...values, featured: event.target.checked })} />
        Featured
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormFields with recheck', () => {
  it('follows the values with its problems once checked, and forgets them on reset', async () => {
    const user = userEvent.setup();
    render(<RecheckedForm />);
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.clear(screen.getByLabelText('Title'));
    expect(screen.queryByText('Name the hotel.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name the hotel.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Galle Fort');
    expect(screen.queryByText('Name the hotel.')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    expect(screen.getByText('Name the hotel.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Galle Fort');
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
    expect(screen.queryByText('Name the hotel.')).not.toBeInTheDocument();
  });
});

function RatingForm() {
  const { values, field, check } = useFormFields({ rating: 'Rating', body: 'Text' }, { rating: '', body: '' }, (entered) => ({
    ...(!entered.rating && { rating: 'Pick one.' }),
    ...(!entered.body && { body: 'Say something.' }),
  }));
  const { submit } = useCheckedSubmit(
    check,
    () => Promise.resolve(true),
    () => undefined,
  );
  const rating = field('rating');
  const { label: _label, error: _error, ...body } = field('body');
  return (
    <form noValidate aria-label="Rating" onSubmit={(event) => void submit(event)}>
      {['1', '2'].map((value) => (
        <label key={value}>
          <input type="radio" name="rating" value={value} checked={values.rating === value} onChange={rating.onChange} />
          {value} stars
        </label>
      ))}
      <label>
        Text
        <textarea {...body} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('focusFirstError', () => {
  it('focuses the first button of a radio group in the wrong', async () => {
    const user = userEvent.setup();
    render(<RatingForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('radio', { name: '1 stars' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox')).toHaveFocus();
  });
});

function ProblemForm({ onSend }: { onSend: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const { problem, problemId, invalid, saving, submit } = useCheckedSubmit(
    () => (name.trim() ? null : { words: 'Please name it.' }),
    () => onSend(name),
    () => setName(''),
  );
  return (
    <form noValidate aria-label="Problem" onSubmit={(event) => void submit(event)}>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} {...invalid} />
      </label>
      {problem && (
        <p id={problemId} role="alert">
          {problem.words}
        </p>
      )}
      <button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

describe('useCheckedSubmit with a message for the whole form', () => {
  it('ties the message to the boxes and sends nothing, then sends and waits once it passes', async () => {
    const user = userEvent.setup();
    let finish: (done: boolean) => void = () => undefined;
    const onSend = jest.fn((_name: string) => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<ProblemForm onSend={onSend} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please name it.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please name it.');
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'VAT');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).toHaveBeenCalledWith('VAT');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();

    await act(async () => finish(true));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
