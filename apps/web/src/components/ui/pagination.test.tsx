// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { i18nFor } from '@/lib/i18n';
import { english } from '@/test/render';
import { render as renderUnwrapped, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

/** In English, as the app's providers would give it. */
function render(ui: ReactElement) {
  return renderUnwrapped(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={english}>{children}</I18nProvider>,
  });
}

const inRouter = (ui: ReactElement) =>
  render(<MemoryRouter initialEntries={['/campaigns?q=water']}>{ui}</MemoryRouter>);
const search = (page: number) => ({ search: `q=water&page=${page}` });

describe('Pagination with links', () => {
  it('links every page, Previous and Next to its URL and marks the current page', () => {
    inRouter(<Pagination label="Pagination" page={2} pageCount={12} pages={[1, 2, 3, null, 12]} hrefFor={search} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');

    expect(href('Previous page')).toBe('/campaigns?q=water&page=1');
    expect(href('Next page')).toBe('/campaigns?q=water&page=3');
    expect(href('Page 12')).toBe('/campaigns?q=water&page=12');
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByText('…').closest('li')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows Previous on the first page as an inert link with nowhere to go', () => {
    inRouter(<Pagination label="Pagination" page={1} pageCount={3} pages={[1, 2, 3]} hrefFor={search} />);
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('runs onNavigate after a link is followed', async () => {
    const onNavigate = vi.fn();
    inRouter(
      <Pagination
        label="Pagination"
        page={1}
        pageCount={3}
        pages={[1, 2, 3]}
        hrefFor={search}
        onNavigate={onNavigate}
      />,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('renders nothing for a single page', () => {
    const { container } = inRouter(
      <Pagination label="Pagination" page={1} pageCount={1} pages={[1]} hrefFor={search} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('Pagination with buttons', () => {
  it("reads 'Page n of m' and asks for the neighbouring pages", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(page: number) => void>();
    render(<Pagination label="Donation history pages" page={2} pageCount={5} onPageChange={onPageChange} />);

    expect(screen.getByRole('navigation', { name: 'Donation history pages' }).textContent).toContain('Page 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('keeps Previous focusable but inert on the first page, and Next on the last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(page: number) => void>();
    const { rerender } = render(<Pagination label="Pages" page={1} pageCount={2} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();

    rerender(<Pagination label="Pages" page={2} pageCount={2} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('waits for a page on its way before moving on again', async () => {
    const onPageChange = vi.fn<(page: number) => void>();
    render(<Pagination label="Pages" page={2} pageCount={5} busy onPageChange={onPageChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('offers numbered page buttons when given the pages', async () => {
    const onPageChange = vi.fn<(page: number) => void>();
    render(<Pagination label="Pages" page={1} pageCount={3} pages={[1, 2, 3]} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('Pagination in Spanish', () => {
  it('names its controls and reads the page count in Spanish with the Spanish catalogue', async () => {
    renderUnwrapped(
      <I18nProvider i18n={await i18nFor('es')}>
        <MemoryRouter initialEntries={['/campaigns?q=water']}>
          <Pagination label="Paginación" page={2} pageCount={5} hrefFor={search} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('link', { name: 'Página anterior' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Página siguiente' })).toBeTruthy();
    expect(within(nav).getByText('Página 2 de 5')).toBeTruthy();
  });
});
