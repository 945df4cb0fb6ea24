// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

describe('NotFoundPage and RouteErrorPage', () => {
  it('read as the spec writes them, in English, titles included', () => {
    const { unmount } = renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
    expect(document.title).toContain('Page Not Found');
    unmount();
    renderWithProviders(<RouteErrorPage error={undefined} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(document.title).toContain('Something went wrong');
  });

  it('are in Spanish with the Spanish catalogue, titles included', async () => {
    const es = await i18nFor('es');
    const { unmount } = renderWithProviders(<NotFoundPage />, { i18n: es });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Página no encontrada');
    expect(screen.getByText('La página que buscas no existe o se ha movido.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
    expect(document.title).toContain('Página no encontrada');
    unmount();
    renderWithProviders(<RouteErrorPage error={undefined} />, { i18n: es });
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(document.title).toContain('Algo salió mal');
  });
});
