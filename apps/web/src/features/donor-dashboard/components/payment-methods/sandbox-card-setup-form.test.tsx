// @vitest-environment jsdom
import { paymentOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { SandboxCardSetupForm } from './sandbox-card-setup-form';

function openForm() {
  const onConfirmed = vi.fn();
  const rendered = renderWithProviders(
    <SandboxCardSetupForm
      clientSecret="sandbox_seti_1_secret_x"
      saving={false}
      onConfirmed={onConfirmed}
      onCancel={() => {}}
    />,
  );
  return { ...rendered, onConfirmed };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('the sandbox card form', () => {
  it('says what is wrong only on submit, focuses the first wrong field, then follows the corrections', async () => {
    const confirm = mockOperation(paymentOperations.sandboxConfirmSetup, {
      status: 'succeeded',
      paymentMethodId: 'sandbox_pm_1',
    });
    const { user, onConfirmed } = openForm();

    await user.type(field('Expiry (MM / YY)'), '13');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeDefined();
    expect(screen.getByText('Your card’s expiration date is incomplete.')).toBeDefined();
    expect(screen.getByText('Your card’s security code is incomplete.')).toBeDefined();
    expect(document.activeElement).toBe(field('Card number'));
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');

    // Formatted as typed; the message follows each keystroke now that the donor has tried to submit.
    await user.type(field('Card number'), '4242424242424241');
    expect(field('Card number').value).toBe('4242 4242 4242 4241');
    expect(await screen.findByText('Your card number is invalid.')).toBeDefined();
    await user.type(field('Card number'), '{Backspace}2');
    await vi.waitFor(() => expect(screen.queryByText('Your card number is invalid.')).toBeNull());
    expect(field('Card number').getAttribute('aria-invalid')).toBe('false');

    await user.type(field('Expiry (MM / YY)'), '30');
    expect(field('Expiry (MM / YY)').value).toBe('13 / 30');
    expect(await screen.findByText('Your card’s expiration month is invalid.')).toBeDefined();
    await user.clear(field('Expiry (MM / YY)'));
    await user.type(field('Expiry (MM / YY)'), '1230');
    await user.type(field('CVC'), '12a34');
    expect(field('CVC').value).toBe('123');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('sandbox_pm_1'));
    expect(confirm.calls[0]!.body).toEqual({
      clientSecret: 'sandbox_seti_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it('sends nothing while a field is wrong', async () => {
    const confirm = mockOperation(paymentOperations.sandboxConfirmSetup, { status: 'succeeded', paymentMethodId: 'x' });
    const { user } = openForm();
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry (MM / YY)'), '1230');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card’s security code is incomplete.')).toBeDefined();
    expect(document.activeElement).toBe(field('CVC'));
    expect(confirm.calls).toHaveLength(0);
  });

  it('after a submit, a change of number to American Express asks for a four-digit CVC', async () => {
    const { user } = openForm();
    await user.type(field('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeDefined();
    expect(screen.queryByText('Your card’s security code is incomplete.')).toBeNull();
    await user.type(field('Card number'), '378282246310005');
    expect(await screen.findByText('Your card’s security code is incomplete.')).toBeDefined();
    expect(field('CVC').getAttribute('placeholder')).toBe('1234');
  });

  it('a test card fills the number, keeps the expiry and CVC already typed, and focuses the number', async () => {
    const { user } = openForm();
    await user.type(field('Expiry (MM / YY)'), '1133');
    await user.click(screen.getByRole('button', { name: 'Use test card 5555 5555 5555 4444' }));
    expect(field('Card number').value).toBe('5555 5555 5555 4444');
    expect(field('Expiry (MM / YY)').value).toBe('11 / 33');
    expect(field('CVC').value).toBe('123');
    expect(document.activeElement).toBe(field('Card number'));
  });
});
