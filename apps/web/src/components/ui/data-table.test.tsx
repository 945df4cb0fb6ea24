// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { english } from '@/test/render';
import { render as renderUnwrapped, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type SortState } from './data-table';

/** In English, as the app's providers would give it. */
function render(ui: ReactElement) {
  return renderUnwrapped(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={english}>{children}</I18nProvider>,
  });
}

type Gift = { id: number; donor: string; amount: number };

const gifts: Gift[] = [
  { id: 1, donor: 'Ada', amount: 25 },
  { id: 2, donor: 'Grace', amount: 1200 },
];

const columns: DataTableColumn<Gift>[] = [
  { id: 'donor', header: 'Donor', rowHeader: true, cell: (gift) => gift.donor },
  { id: 'amount', header: 'Amount', align: 'end', sortKey: 'amount', cell: (gift) => `$${gift.amount}` },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Gift>>[0]> = {}) {
  return render(
    <DataTable
      caption="Gifts, largest first"
      columns={columns}
      rows={gifts}
      rowKey={(gift) => gift.id}
      empty={<p>No gifts yet</p>}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('renders a table named by its caption, a header row and a row per record', () => {
    renderTable({ rowActions: { header: 'Actions', cell: (gift) => <button>Thank {gift.donor}</button> } });
    const table = screen.getByRole('table', { name: 'Gifts, largest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Donor', 'Amount', 'Actions']);
    expect(within(rows[2]!).getByRole('rowheader', { name: 'Grace' })).toBeDefined();
    expect(within(rows[2]!).getByRole('cell', { name: '$1200' }).className).toContain('text-end');
    expect(within(rows[1]!).getByRole('button', { name: 'Thank Ada' })).toBeDefined();
  });

  it('asks the caller to sort, and marks the sorted column with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: SortState) => void>();
    const { rerender } = renderTable({ onSortChange });
    const header = () => screen.getByRole('columnheader', { name: /Amount/ });

    expect(header().getAttribute('aria-sort')).toBeNull();
    expect(within(screen.getAllByRole('row')[0]!).getAllByRole('button')).toHaveLength(1);
    await user.click(within(header()).getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'asc' });

    rerender(
      <DataTable
        caption="Gifts, largest first"
        columns={columns}
        rows={gifts}
        rowKey={(gift) => gift.id}
        empty={null}
        sort={{ key: 'amount', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Donor' }).getAttribute('aria-sort')).toBeNull();
    await user.click(within(header()).getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
  });

  it('shows the empty message instead of a table when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No gifts yet')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows placeholder rows under the headers while loading, announced as a status', () => {
    const { container } = renderTable({ rows: [], loading: true, loadingLabel: 'Loading gifts' });
    expect(screen.getByRole('status', { name: 'Loading gifts' })).toBeDefined();
    expect(screen.queryByText('No gifts yet')).toBeNull();
    // The placeholder table is hidden from assistive technology: it has headers but nothing to read.
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(container.querySelector('th')?.textContent).toBe('Donor');
  });

  it('marks stale rows busy while the next ones load', () => {
    renderTable({ busy: true });
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('offers the same records as cards, in a list named like the table', () => {
    renderTable({ card: (gift) => <p>{gift.donor} gave</p> });
    const cards = screen.getByRole('list', { name: 'Gifts, largest first' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ada gave', 'Grace gave']);
  });

  it('opens a row on a click anywhere in it, but not on a button in it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn<(gift: Gift) => void>();
    const onThank = vi.fn();
    renderTable({
      onRowClick,
      rowActions: { header: 'Actions', cell: () => <button onClick={onThank}>Thank</button> },
    });

    await user.click(screen.getByRole('cell', { name: '$25' }));
    expect(onRowClick).toHaveBeenCalledWith(gifts[0]);
    await user.click(screen.getAllByRole('button', { name: 'Thank' })[1]!);
    expect(onThank).toHaveBeenCalledOnce();
    expect(onRowClick).toHaveBeenCalledOnce();
  });
});
