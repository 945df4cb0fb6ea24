import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  /** Unique among the columns. */
  id: string;
  header: string;
  /** A header read only by screen readers (e.g. 'Actions' over a column of menus). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button; the caller sorts (often on the server) and passes `sort` back. */
  sortKey?: string;
  align?: 'start' | 'end';
  /** On the header and the cells: a width, or e.g. 'max-lg:hidden' to drop the column on narrower screens. */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
  /** The cell names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
};

type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name (a visually hidden caption), and the name of the phone cards' list. */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The first rows are on their way: placeholder rows under the real headers. */
  loading?: boolean;
  loadingLabel?: string;
  /** The rows shown are stale while the next ones load (e.g. another page): dimmed and aria-busy. */
  busy?: boolean;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** The last column, end-aligned under a header only screen readers read: per-row buttons or menus. */
  rowActions?: { header: string; cell: (row: Row) => ReactNode };
  /** A click anywhere on the row (links and buttons in it still do their own thing). */
  onRowClick?: (row: Row) => void;
  /** Under 768 px the rows become these cards (the content of each list item) instead of a table too wide. */
  card?: (row: Row) => ReactNode;
  cardClassName?: string;
  className?: string;
};

/** What a feature's table takes from its page and hands on: the list's loading, busy and empty states. */
export type DataTableState = Pick<DataTableProps<unknown>, 'loading' | 'busy' | 'empty'>;

/** Secondary text that should not wrap: dates, categories, types. */
/* eslint-disable lingui/no-unlocalized-strings -- class names */
export const mutedCell = 'whitespace-nowrap text-muted-foreground';

const cellBase = 'px-3 py-3 first:ps-4 last:pe-4';
const headBase = cn(cellBase, 'whitespace-nowrap text-xs font-semibold uppercase tracking-wide text-muted-foreground');
const cardBase = 'rounded-xl border border-border bg-card p-4 shadow-sm';
/* eslint-enable lingui/no-unlocalized-strings */
const PLACEHOLDER_ROWS = 5;

type SortProps = { sort?: SortState; onSortChange?: (sort: SortState) => void };

function HeaderCell<Row>({ column, sort, onSortChange }: { column: DataTableColumn<Row> } & SortProps) {
  const { header, sortKey } = column;
  const direction = sortKey !== undefined && sort?.key === sortKey ? sort.direction : undefined;
  let content: ReactNode = header;
  if (column.hideHeader) content = <span className="sr-only">{header}</span>;
  else if (sortKey !== undefined) {
    const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
    content = (
      <button
        type="button"
        // A first click sorts ascending; a click on the sorted column turns it around.
        onClick={() => onSortChange?.({ key: sortKey, direction: direction === 'asc' ? 'desc' : 'asc' })}
        className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase tracking-wide hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {header}
        <Icon className={cn('size-3.5', !direction && 'opacity-50')} aria-hidden="true" />
      </button>
    );
  }
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={cn(headBase, column.align === 'end' ? 'text-end' : 'text-start', column.className)}
    >
      {content}
    </th>
  );
}

/** A link, a button or a text selection in the row is not a click to open the row. */
function isRowClick(event: MouseEvent) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
  return !(event.target as HTMLElement).closest('a, button') && !window.getSelection()?.toString();
}

/**
 * Every table of records (admin campaigns, donors, a donor's donations, the donor's history): column definitions,
 * caller-controlled sorting, empty and loading states, a row-actions column, and cards in its place on phones.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useLingui();
  const { rows, rowKey, caption, empty, loading = false, busy = false, rowActions, onRowClick, card } = props;
  if (!loading && rows.length === 0) return <>{empty}</>;

  const columns: DataTableColumn<Row>[] = rowActions
    ? [
        ...props.columns,
        { id: 'row-actions', header: rowActions.header, hideHeader: true, align: 'end', cell: rowActions.cell },
      ]
    : [...props.columns];
  const alignOf = (column: DataTableColumn<Row>) => (column.align === 'end' ? 'text-end' : undefined);

  const table = (
    <div
      className={cn(
        'overflow-x-auto rounded-xl border border-border bg-card shadow-sm',
        card && 'max-md:hidden',
        props.className,
      )}
    >
      <table className="w-full text-sm" aria-hidden={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={props.sort} onSortChange={props.onSortChange} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {loading
            ? Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
                <tr key={i}>
                  {columns.map((column) => (
                    <td key={column.id} className={cn(cellBase, column.className)}>
                      <Skeleton
                        className={cn('h-4', column.id === 'row-actions' ? 'ms-auto w-8' : 'w-full min-w-12')}
                      />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={cn('transition-colors hover:bg-muted/40', onRowClick && 'cursor-pointer')}
                  onClick={onRowClick ? (event) => isRowClick(event) && onRowClick(row) : undefined}
                >
                  {columns.map((column) => {
                    const className = cn(cellBase, alignOf(column), column.className, column.cellClassName);
                    return column.rowHeader ? (
                      <th key={column.id} scope="row" className={cn('text-start font-normal', className)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={className}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );

  const cards = card ? (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={caption} aria-hidden={loading || undefined}>
      {loading
        ? Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            <li key={i} className={cn(cardBase, 'grid gap-2')}>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="mt-2 h-5 w-1/2" />
            </li>
          ))
        : rows.map((row) => (
            <li key={rowKey(row)} className={cn(cardBase, props.cardClassName)}>
              {card(row)}
            </li>
          ))}
    </ul>
  ) : null;

  if (loading) {
    return (
      <div role="status" aria-label={props.loadingLabel ?? t`Loading`}>
        {table}
        {cards}
      </div>
    );
  }
  return (
    <div aria-busy={busy} className={cn('transition-opacity', busy && 'opacity-60')}>
      {table}
      {cards}
    </div>
  );
}
