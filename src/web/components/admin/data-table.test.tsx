// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

afterEach(cleanup);

interface Learner {
  id: string;
  name: string;
  courses: number;
}

const COLUMNS: DataTableColumn<Learner>[] = [
  { key: 'name', header: 'Name', cell: (learner) => learner.name, sortable: true },
  { key: 'courses', header: 'Courses', cell: (learner) => learner.courses, sortable: true, align: 'right' },
];

const LEARNERS: Learner[] = [
  { id: '1', name: 'Ana', courses: 3 },
  { id: '2', name: 'Bo', courses: 1 },
];

function table(props: Partial<Parameters<typeof DataTable<Learner>>[0]> = {}) {
  return render(
    <DataTable<Learner>
      caption="Learners"
      columns={COLUMNS}
      rowKey={(learner) => learner.id}
      rows={LEARNERS}
      empty="No learners yet."
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('shows a loading state, not an empty table, until the first rows arrive', () => {
    table({ rows: undefined });
    expect(screen.getByRole('status', { name: 'Loading learners' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are no rows', () => {
    table({ rows: [] });
    expect(screen.getByText('No learners yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the error with 'Try Again' when the rows could not be loaded", () => {
    const retry = vi.fn();
    table({ rows: undefined, error: { message: 'The server did not answer.', retry } });
    expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("titles the error panel with the page's own words when given", () => {
    table({ rows: undefined, error: { message: 'The server did not answer.', retry: () => {} }, errorTitle: 'Failed to load learners.' });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load learners.');
  });

  it('keeps the rows on screen when a refresh fails, and says they may be out of date', () => {
    table({ error: { message: 'Timed out.', retry: () => {} } });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toContain('Timed out.');
  });

  it('renders the rows in the order the server sent them and asks the server for another sort', () => {
    const onSortChange = vi.fn();
    table({ sort: { key: 'name', direction: 'asc' }, onSortChange });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Ana', 'Bo']);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Courses/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(name).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Courses/ })).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'courses', direction: 'asc' });
  });

  it('pages through the server: where it is, and Previous and Next only where they lead somewhere', () => {
    const onPageChange = vi.fn();
    const { rerender } = table({ page: { page: 1, pageSize: 2, total: 5 }, onPageChange });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('1–2 of 5');
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(
      <DataTable<Learner>
        caption="Learners"
        columns={COLUMNS}
        rowKey={(learner) => learner.id}
        rows={[{ id: '5', name: 'Cy', courses: 0 }]}
        empty="No learners yet."
        page={{ page: 3, pageSize: 2, total: 5 }}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('5–5 of 5');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('marks the table busy while the next page or sort is on its way', () => {
    table({ busy: true });
    expect(screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('names what it lists in the loading state, the error and the page summary', () => {
    const { rerender } = table({ rows: undefined, caption: 'Learners, newest first', items: { one: 'learner', other: 'learners' } });
    expect(screen.getByRole('status', { name: 'Loading learners' })).toBeTruthy();
    rerender(
      <DataTable<Learner>
        caption="Learners, newest first"
        items={{ one: 'learner', other: 'learners' }}
        columns={COLUMNS}
        rowKey={(learner) => learner.id}
        rows={[LEARNERS[0]!]}
        empty="No learners yet."
        page={{ page: 1, pageSize: 20, total: 1 }}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Showing 1–1 of 1 learner');
  });

  it('lists the rows as cards, named by the caption, when given a card', () => {
    table({ caption: 'Learners, newest first', layout: 'cards', columns: undefined, card: (learner) => <p>{learner.name} takes {learner.courses}</p> });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Learners, newest first' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Ana takes 3', 'Bo takes 1']);
  });
});
