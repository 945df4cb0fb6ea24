// @vitest-environment jsdom
import { accountSecurityOperations as ops, type Passkey } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { securityOff } from '../test/fixtures';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';

// jsdom has no WebAuthn: the card asks the library whether the browser can make passkeys.
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), browserSupportsWebAuthn: () => true }));

const laptop: Passkey = {
  id: 3,
  name: 'Work laptop',
  createdAt: '2026-01-10T12:00:00.000Z',
  lastUsedAt: '2026-02-14T12:00:00.000Z',
  backedUp: false,
};

describe('the security section’s words (issue 26)', () => {
  it.each([
    [
      'en',
      {
        title: 'Passkeys',
        list: 'Your passkeys',
        detail: 'Added Jan 10, 2026 · Last used Feb 14, 2026',
        rename: 'Rename Work laptop',
        remove: 'Remove Work laptop',
        add: 'Add a passkey',
      },
    ],
    [
      'es',
      {
        title: 'Llaves de acceso',
        list: 'Tus llaves de acceso',
        detail: /^Añadida: .+ · Último uso: .+$/,
        rename: 'Cambiar el nombre de Work laptop',
        remove: 'Quitar Work laptop',
        add: 'Añadir una llave de acceso',
      },
    ],
  ] as const)('the passkeys card reads in %s', async (locale, words) => {
    mockOperation(ops.security, { ...securityOff, passkeys: [laptop] });
    renderWithProviders(<PasskeysCard />, locale === 'en' ? {} : { i18n: await i18nFor(locale) });
    const list = await screen.findByRole('list', { name: words.list });
    expect(screen.getByText(words.title)).toBeTruthy();
    expect(within(list).getByText(words.detail)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.rename })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.remove })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.add })).toBeTruthy();
  });
});

describe('a session’s device, as the server describes it (issue 26)', () => {
  it('reads in Spanish', async () => {
    mockOperation(ops.sessions, [
      {
        id: 'b'.repeat(32),
        device: 'Firefox on Windows',
        ip: '203.0.113.9',
        location: null,
        createdAt: '2026-01-05T09:00:00.000Z',
        lastSeenAt: '2026-01-20T09:00:00.000Z',
        authMethod: 'password',
        current: false,
      },
    ]);
    renderWithProviders(<SessionsCard />, { i18n: await i18nFor('es') });
    expect(await screen.findByText('Firefox en Windows')).toBeTruthy();
    expect(screen.queryByText('Firefox on Windows')).toBeNull();
  });
});
