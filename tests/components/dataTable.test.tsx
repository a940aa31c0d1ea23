// The shared table of records: its name, column headers, a row header per row and cells under
// their column, a column of actions whose header only screen readers read, amounts aligned to the
// end, a frame that scrolls and marks a loading page busy, and nothing at all for no rows.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, DataTableFrame, type DataTableColumn } from '@/ui/DataTable';

interface Invoice {
  id: string;
  number: string;
  total: string;
}

const invoices: readonly Invoice[] = [
  { id: 'a', number: 'R-1', total: '€ 12.00' },
  { id: 'b', number: 'R-2', total: '€ 3.50' },
];

const columns: readonly [DataTableColumn<Invoice>, ...DataTableColumn<Invoice>[]] = [
  { id: 'number', header: 'Invoice number', cell: (row) => row.number },
  { id: 'total', header: 'Total', align: 'end', cell: (row) => row.total },
  {
    id: 'actions',
    header: 'Actions',
    headerHidden: true,
    cell: (row) => <button type="button">{`Download ${row.number}`}</button>,
  },
];

const columnIndex = (cell: HTMLElement) => (cell instanceof HTMLTableCellElement ? cell.cellIndex : -1);

describe('DataTable', () => {
  it('is named by the heading it is labelled by, by a label or by its caption', () => {
    render(
      <>
        <h2 id="invoices-heading">Invoices</h2>
        <DataTable labelledBy="invoices-heading" columns={columns} rows={invoices} rowKey={(row) => row.id} />
        <DataTable label="Old invoices" columns={columns} rows={invoices} rowKey={(row) => row.id} />
        <DataTable caption="Credit notes" columns={columns} rows={invoices} rowKey={(row) => row.id} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Old invoices' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Credit notes' })).toBeInTheDocument();
  });

  it('heads its columns, names each row by its first cell and puts each cell under its column', () => {
    render(<DataTable label="Invoices" columns={columns} rows={invoices} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Invoice number', 'Total', 'Actions']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] ?? table).getAllByRole('columnheader')).toHaveLength(3);
    for (const [index, invoice] of invoices.entries()) {
      const row = rows[index + 1] ?? table;
      const rowHeader = within(row).getByRole('rowheader');
      expect(rowHeader).toHaveTextContent(invoice.number);
      expect(rowHeader).toHaveAttribute('scope', 'row');
      const cells = within(row).getAllByRole('cell');
      // the row header stands under the first column, each cell under the next ones in order
      expect([rowHeader, ...cells].map(columnIndex)).toEqual([0, 1, 2]);
      expect(cells[0]).toHaveTextContent(invoice.total);
      expect(within(cells[1] ?? row).getByRole('button', { name: `Download ${invoice.number}` })).toBeInTheDocument();
    }
  });

  it('keeps a hidden header named for screen readers', () => {
    render(<DataTable label="Invoices" columns={columns} rows={invoices} rowKey={(row) => row.id} />);
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(actions).getByText('Actions')).toHaveClass('visually-hidden');
    expect(within(screen.getByRole('columnheader', { name: 'Total' })).queryByText('Total')).not.toHaveClass('visually-hidden');
  });

  it('aligns an end column to the end in its header and its cells, and no other', () => {
    render(<DataTable label="Invoices" columns={columns} rows={invoices} rowKey={(row) => row.id} />);
    const total = screen.getByRole('columnheader', { name: 'Total' });
    const amount = screen.getByRole('cell', { name: '€ 12.00' });
    expect(total.className).not.toBe('');
    expect(amount.className).toBe(total.className);
    expect(screen.getByRole('columnheader', { name: 'Invoice number' }).className).toBe('');
    expect(screen.getByRole('rowheader', { name: 'R-1' }).className).toBe('');
  });

  it('frames itself unless told not to, and its frame marks a loading page busy', () => {
    const { container, rerender } = render(<DataTable label="Invoices" columns={columns} rows={invoices} rowKey={(row) => row.id} />);
    const frame = screen.getByRole('table').parentElement;
    expect(frame).not.toBe(container);
    expect(frame).not.toHaveAttribute('aria-busy');

    rerender(<DataTable label="Invoices" framed={false} columns={columns} rows={invoices} rowKey={(row) => row.id} />);
    expect(screen.getByRole('table').parentElement).toBe(container);

    rerender(
      <DataTableFrame busy>
        <DataTable label="Invoices" framed={false} columns={columns} rows={invoices} rowKey={(row) => row.id} />
      </DataTableFrame>,
    );
    expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('renders nothing for no rows: the caller shows its own empty state', () => {
    const { container } = render(<DataTable label="Invoices" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
