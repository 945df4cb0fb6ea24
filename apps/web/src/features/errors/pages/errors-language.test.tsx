// @vitest-environment jsdom
import { errorOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { english, renderWithProviders } from '@/test/render';
import { ErrorLogsPage } from './error-logs-page';

const report = {
  id: 12,
  level: 'error' as const,
  source: 'client' as const,
  message: 'TypeError: x is undefined',
  stack: null,
  url: '/campaigns/7',
  userId: null,
  environment: 'production',
  method: null,
  ip: null,
  userAgent: null,
  timestamp: '2026-05-20T11:00:00.000Z',
  firstSeenAt: '2026-05-19T11:00:00.000Z',
  count: 3,
  resolvedAt: null,
};

describe('the error monitoring page’s words (issue 26)', () => {
  it.each([
    [
      'en',
      'Error Monitoring',
      'Total Errors',
      'Recent Error Reports',
      '1 error, latest first; identical reports are grouped.',
      'Show Details',
      '3 times',
    ],
    [
      'es',
      'Monitoreo de errores',
      'Total de errores',
      'Informes de errores recientes',
      '1 error, los más recientes primero; los informes idénticos se agrupan.',
      'Mostrar detalles',
      '3 veces',
    ],
  ])('reads in %s', async (locale, title, total, recent, count, details, times) => {
    mockOperation(errorOperations.stats, { total: 3, critical: 0, errors: 3, warnings: 0, lastHour: 0, lastDay: 3 });
    mockOperation(errorOperations.list, { items: [report], total: 1, page: 1, pageSize: 20 });
    renderWithProviders(<ErrorLogsPage />, {
      route: '/admin/error-logs',
      i18n: locale === 'en' ? english : await i18nFor(locale),
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(total)).toBeTruthy();
    expect(screen.getByRole('heading', { name: recent })).toBeTruthy();
    expect(await screen.findByText(count)).toBeTruthy();
    expect(screen.getByRole('button', { name: details })).toBeTruthy();
    expect(screen.getByText(times)).toBeTruthy();
  });
});
