import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, networkError, ok } from '@ceylon/shared/testing';
import { renderWithShell } from '../test/render-with-shell';

afterEach(() => jest.restoreAllMocks());

async function subscribe(email: string) {
  const shell = renderWithShell();
  const form = within(screen.getByRole('contentinfo')).getByRole('form', { name: 'Stay in the loop' });
  const input = within(form).getByLabelText('Email address');
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toBeRequired();
  await shell.user.type(input, email);
  await shell.user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  return { ...shell, form, input };
}

describe('newsletter form', () => {
  it('subscribes a new address, thanks the visitor and empties the field', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Subscribed.' }, 201));
    const { form, input } = await subscribe('asha@example.com');

    expect(await within(form).findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(post).toHaveBeenCalledWith('/newsletter', { email: 'asha@example.com' });
    expect(input).toHaveValue('');
  });

  it('shows the server’s words when the address is already subscribed', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'This address is already on our list.' }, 200));
    const { form, input } = await subscribe('asha@example.com');

    expect(await within(form).findByRole('status')).toHaveTextContent('This address is already on our list.');
    expect(input).toHaveValue('');
  });

  it('says the address is already subscribed when the server gives no words', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok('', 200));
    const { form } = await subscribe('asha@example.com');

    expect(await within(form).findByText('You are already subscribed.')).toBeInTheDocument();
  });

  it('shows the server’s message on a refusal and keeps the address', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(429, 'Too many requests. Please wait a minute.'));
    const { form, input } = await subscribe('asha@example.com');

    expect(await within(form).findByText('Too many requests. Please wait a minute.')).toBeInTheDocument();
    expect(input).toHaveValue('asha@example.com');
  });

  it('apologises when the server gives no reason', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(networkError());
    const { form, input } = await subscribe('asha@example.com');

    expect(await within(form).findByText('Sorry, we could not subscribe you. Please try again.')).toBeInTheDocument();
    expect(input).toHaveValue('asha@example.com');
  });

  it('sends nothing while the field is empty', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderWithShell();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Subscribe' }));
    expect(post).not.toHaveBeenCalled();
  });
});
