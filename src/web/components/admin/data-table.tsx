import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ErrorPanel } from '@web/components/error-panel';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can sort by this column (its key is what the query sends). */
  sortable?: boolean;
  align?: 'left' | 'right';
  className?: string;
}

export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** Where the rows on screen sit in the whole list, as the server answered. */
export interface TablePage {
  page: number;
  pageSize: number;
  total: number;
}

interface DataTableProps<Row> {
  /** What the rows are ('Learners'): the table's caption (and the card list's name). */
  caption: string;
  /** What one row is and what several are, for the loading and error states and the page summary; the caption, lowercased, by default. */
  items?: { one: string; other: string };
  /** The table's columns; a list of cards (`layout` 'cards') has none. */
  columns?: DataTableColumn<Row>[];
  /** undefined until the first answer arrives. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** What an empty list says (a filter's empty result may offer to clear it). */
  empty: ReactNode;
  /** The read failed: without rows, the error panel; with rows, a note above them. */
  error?: { message: string; retry: () => void } | null;
  /** The error panel's title where the page's wording is given ('Failed to load courses.'); "Couldn't load the {items}." by default. */
  errorTitle?: string;
  /** The next page or sort is on its way; the rows on screen stay until it arrives. */
  busy?: boolean;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  page?: TablePage;
  onPageChange?: (page: number) => void;
  /** A row as a card: given, narrow screens get a list of cards instead of the table. */
  card?: (row: Row) => ReactNode;
  /** 'cards': the list of cards at every width (a list beside a detail pane). */
  layout?: 'table' | 'cards';
}

/**
 * The admin's list of anything: the server sorts, filters and pages (the table only asks it
 * to), and the table shows loading, empty and error states the same way on every admin page.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns = [], rows, rowKey, empty, error, errorTitle, busy = false, sort, onSortChange, page, onPageChange, card, layout = 'table' } = props;
  const items = props.items ?? { one: caption.toLowerCase(), other: caption.toLowerCase() };
  if (rows === undefined) {
    if (error) {
      return (
        <ErrorPanel title={errorTitle ?? `Couldn't load the ${items.other}.`} onRetry={error.retry}>
          {error.message}
        </ErrorPanel>
      );
    }
    return <TableSkeleton name={items.other} columns={layout === 'cards' ? 1 : columns.length} />;
  }
  if (rows.length === 0 && !busy) return <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-muted">{empty}</div>;
  const cards = card && (
    <ul aria-label={caption} className={cn('space-y-3', layout === 'table' && 'lg:hidden')}>
      {rows.map((row) => (
        <li key={rowKey(row)}>{card(row)}</li>
      ))}
    </ul>
  );

  return (
    <div aria-busy={busy} className={cn('space-y-4 transition-opacity', busy && 'opacity-60')}>
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          Couldn't refresh the list: {error.message} What you see may be out of date.
        </p>
      )}
      {layout === 'table' && (
        <Card className={cn('overflow-x-auto', card && 'hidden lg:block')}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line bg-surface text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.key} column={column} sort={sort} onSortChange={onSortChange} />
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={rowKey(row)} className="align-top hover:bg-surface/60">
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-4 py-3', column.align === 'right' && 'text-right tabular-nums', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {cards}
      {page && onPageChange && <Pagination page={page} shown={rows.length} items={items} onPageChange={onPageChange} />}
    </div>
  );
}

function HeaderCell<Row>({ column, sort, onSortChange }: { column: DataTableColumn<Row>; sort?: TableSort; onSortChange?: (sort: TableSort) => void }) {
  const sorted = sort?.key === column.key ? sort.direction : undefined;
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  const align = column.align === 'right' ? 'text-right' : undefined;
  if (!column.sortable || !onSortChange) {
    return (
      <th scope="col" className={cn('px-4 py-3', align)}>
        {column.header}
      </th>
    );
  }
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={cn('px-4 py-3', align)}>
      <button
        type="button"
        onClick={() => onSortChange({ key: column.key, direction: sorted === 'asc' ? 'desc' : 'asc' })}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-ink"
      >
        {column.header}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function Pagination({ page, shown, items, onPageChange }: { page: TablePage; shown: number; items: { one: string; other: string }; onPageChange: (page: number) => void }) {
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, first + shown - 1);
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p>
        Showing {first}–{last} of {page.total} {page.total === 1 ? items.one : items.other}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPageChange(page.page - 1)}>
          Previous page
        </Button>
        <Button variant="outline" size="sm" disabled={page.page >= lastPage} onClick={() => onPageChange(page.page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}

function TableSkeleton({ name, columns }: { name: string; columns: number }) {
  return (
    <div role="status" aria-label={`Loading ${name}`} className="space-y-2">
      {Array.from({ length: 5 }, (_, row) => (
        <div key={row} className="grid gap-3" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {Array.from({ length: columns }, (_, cell) => (
            <Skeleton key={cell} className="h-8" />
          ))}
        </div>
      ))}
    </div>
  );
}
