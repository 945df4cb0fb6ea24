// @vitest-environment jsdom
import { webhookOperations, type Locale } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { WebhooksTab } from './webhooks-tab';

const endpoint: Fixture<typeof webhookOperations.create> = {
  id: 4,
  url: 'https://crm.example.org/hooks',
  description: 'CRM sync',
  secret: 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  events: ['donation.succeeded'],
  enabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastDeliveryStatus: 'failed',
};

describe('Settings → Webhooks’ words (issue 26)', () => {
  it.each([
    ['en', 'Add endpoint', 'Signing secret', 'Send test event', 'Enabled', 'Last delivery: failed'],
    ['es', 'Añadir endpoint', 'Secreto de firma', 'Enviar evento de prueba', 'Activado', 'Última entrega: fallida'],
  ] as const)('reads in %s', async (locale: Locale, add, secret, sendTest, enabled, lastDelivery) => {
    mockOperation(webhookOperations.list, [endpoint]);
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(<WebhooksTab />, { route: '/admin/settings?tab=webhooks', path: '/admin/settings', i18n });
    expect(screen.getByRole('button', { name: add })).toBeTruthy();
    expect(await screen.findByText(secret)).toBeTruthy();
    expect(screen.getByRole('button', { name: sendTest })).toBeTruthy();
    expect(screen.getByText(enabled)).toBeTruthy();
    expect(screen.getByText(lastDelivery)).toBeTruthy();
  });
});
