import type { ReactNode } from 'react';
import styles from './DataTable.module.scss';

/** One column of a DataTable. */
export interface DataTableColumn<TRow> {
  /** the column's key among the table's columns */
  id: string;
  /** the column header's text */
  header: string;
  /** the header is read by screen readers but not shown (a column of actions) */
  headerHidden?: boolean;
  /** `end` for amounts: right-aligned and kept on one line */
  align?: 'start' | 'end';
  /** the column's cell in one row */
  cell: (row: TRow) => ReactNode;
}

/** The table's accessible name: the id of a heading that names it, a label, or a visible caption. */
export type DataTableName =
  | { labelledBy: string; label?: never; caption?: never }
  | { label: string; labelledBy?: never; caption?: never }
  | { caption: string; labelledBy?: never; label?: never };

export type DataTableProps<TRow> = DataTableName & {
  /** the columns, in order; the first one's cells name their row (row headers) */
  columns: readonly [DataTableColumn<TRow>, ...DataTableColumn<TRow>[]];
  rows: readonly TRow[];
  /** a row's key among the rows */
  rowKey: (row: TRow) => string;
  /** wrapped in a DataTableFrame (the default); false where the caller frames it */
  framed?: boolean;
};

/**
 * A frame that scrolls a table sideways on narrow screens and, while `busy` (another page on its
 * way), dims it and marks it aria-busy.
 */
export function DataTableFrame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.wrap} aria-busy={busy}>
      {children}
    </div>
  );
}

/**
 * A table of records (invoices, product PDFs, photo archives): a header row of column headers,
 * then a row a record whose first cell is its row header. With no rows it renders nothing: the
 * caller shows its own empty state.
 */
export function DataTable<TRow>({ columns, rows, rowKey, framed = true, labelledBy, label, caption }: DataTableProps<TRow>) {
  if (rows.length === 0) return null;
  const alignClass = (column: DataTableColumn<TRow>) => (column.align === 'end' ? styles.end : undefined);
  const [first, ...rest] = columns;
  const table = (
    <table className={styles.table} aria-labelledby={labelledBy} aria-label={label}>
      {caption === undefined ? null : <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={alignClass(column)}>
              {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className={alignClass(first)}>
              {first.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.id} className={alignClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return framed ? <DataTableFrame>{table}</DataTableFrame> : table;
}
