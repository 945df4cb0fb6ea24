// @vitest-environment jsdom
import { accountSecurityOperations as ops, securityMessages } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { apiError, mockOperation } from '@/test/mock-api';
import { english, renderWithProviders } from '@/test/render';
import { twoFactorSetup } from '../test/fixtures';
import { ScanStep } from './scan-step';

const spanishExpired =
  'Vuelve a empezar la configuración de la autenticación en dos pasos: la configuración ha caducado.';

describe('an expired set-up, which the server says in the page’s language (issue 26)', () => {
  it.each([
    ['en', securityMessages.noSetupInProgress, 'Start again'],
    ['es', spanishExpired, 'Empezar de nuevo'],
  ])('offers to start again in %s', async (locale, message, startAgain) => {
    mockOperation(ops.confirmTwoFactor, apiError(409, { message, code: 'CONFLICT' }));
    const onRestart = vi.fn();
    const { user } = renderWithProviders(
      <ScanStep setup={twoFactorSetup} onConfirmed={() => {}} onRestart={onRestart} />,
      { i18n: locale === 'en' ? english : await i18nFor(locale) },
    );
    await user.type(screen.getByRole('textbox'), '123456');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${message} ${startAgain}`);
    await user.click(screen.getByRole('button', { name: startAgain }));
    expect(onRestart).toHaveBeenCalledOnce();
  });
});
