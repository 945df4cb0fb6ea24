// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { sandboxCardMessages } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { findToast, renderWithProviders } from '@/test/render';
import { PaymentFailureNote } from './payment-failure-note';
import { toastPaymentFailed } from './payment-outcome';

describe('a declined card’s words from the sandbox (issue 26)', () => {
  it('are in the page’s language under the form and in the toast', async () => {
    const spanish = await i18nFor('es');
    renderWithProviders(<PaymentFailureNote message={sandboxCardMessages.declined} advice="" />, { i18n: spanish });
    expect(screen.getByRole('status').textContent).toContain('Tu tarjeta ha sido rechazada.');
    expect(screen.getByRole('status').textContent).not.toContain(sandboxCardMessages.declined);
    toastPaymentFailed(spanish, sandboxCardMessages.insufficientFunds);
    expect((await findToast('Pago fallido')).textContent).toContain('Tu tarjeta no tiene fondos suficientes.');
  });
});
