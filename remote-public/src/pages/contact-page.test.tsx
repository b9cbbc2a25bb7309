import { act, screen } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { renderPage } from '@ceylon/shared/testing';
import ContactPage from './contact-page';

const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const FAILURE = 'Sorry, there was an error sending your message. Please try again later.';

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Ayesha');
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Group booking');
  await user.type(screen.getByLabelText('Message'), 'Twelve rooms in Ella, please.');
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Contact page', () => {
  it('requires every field and a valid email', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage(<ContactPage />, { route: '/contact', fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const label of ['name', 'email', 'subject', 'message']) {
      expect(screen.getByText(`Please enter your ${label}.`)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('reads Sending... and is disabled while sending, then thanks the sender, empties the form and clears the banner after 5 s', async () => {
    let answer: (value: { data: { success: boolean; message: string } }) => void = () => undefined;
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage(<ContactPage />, { route: '/contact', fakeTimers: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(post).toHaveBeenCalledWith('/send-email', {
      name: 'Ayesha',
      email: 'ayesha@example.com',
      subject: 'Group booking',
      message: 'Twelve rooms in Ella, please.',
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    answer({ data: { success: true, message: 'sent' } });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['the server answers success false', () => Promise.resolve({ data: { success: false, message: 'smtp down' } })],
    ['the request fails', () => Promise.reject(new Error('Network Error'))],
  ])('shows the error banner for 5 s and keeps the message when %s', async (_case, reply) => {
    jest.spyOn(apiClient, 'post').mockImplementation(reply);
    const { user } = renderPage(<ContactPage />, { route: '/contact', fakeTimers: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByLabelText('Subject')).toHaveValue('Group booking');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says each field’s type, so the browser can check its autofill against it', () => {
    renderPage(<ContactPage />, { route: '/contact' });
    expect(screen.getByLabelText('Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('shows the office on a map drawn in the page', () => {
    renderPage(<ContactPage />, { route: '/contact', fakeTimers: true });
    expect(screen.getByRole('img', { name: /map: our office at 42 galle road/i })).toBeInTheDocument();
  });
});

describe('Contact page in Sinhala', () => {
  it('names its fields, checks them and thanks the sender in Sinhala', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, message: 'sent' } });
    const { user } = renderPage(<ContactPage />, { route: '/si/contact', path: '/si/contact', fakeTimers: true, language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'අප අමතන්න' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'පණිවිඩය යවන්න' }));
    expect(screen.getByText('කරුණාකර ඔබේ නම ඇතුළත් කරන්න.')).toBeInTheDocument();
    expect(screen.getByLabelText('නම')).toHaveFocus();

    await user.type(screen.getByLabelText('නම'), 'අයේෂා');
    await user.type(screen.getByLabelText('ඊමේල්'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('විෂයය'), 'කණ්ඩායම් වෙන්කිරීම');
    await user.type(screen.getByLabelText('පණිවිඩය'), 'ඇල්ලේ කාමර දොළහක් අවශ්‍යයි.');
    await user.click(screen.getByRole('button', { name: 'පණිවිඩය යවන්න' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('ඔබේ පණිවිඩයට ස්තූතියි! අපි ඉක්මනින් ඔබ හා සම්බන්ධ වන්නෙමු.');
    expect(screen.getByRole('img', { name: /^සිතියම: .*අංක 42, ගාලු පාර, කොළඹ 03, ශ්‍රී ලංකාව හි/ })).toBeInTheDocument();
  });

  it('says in Tamil when the message could not be sent', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('Network Error'));
    const { user } = renderPage(<ContactPage />, { route: '/contact', fakeTimers: true, language: 'ta' });
    await user.type(screen.getByLabelText('பெயர்'), 'Ayesha');
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('தலைப்பு'), 'Group booking');
    await user.type(screen.getByLabelText('செய்தி'), 'Twelve rooms in Ella, please.');
    await user.click(screen.getByRole('button', { name: 'செய்தியை அனுப்பு' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('மன்னிக்கவும், உங்கள் செய்தியை அனுப்புவதில் பிழை ஏற்பட்டது. பின்னர் மீண்டும் முயலவும்.');
  });
});
