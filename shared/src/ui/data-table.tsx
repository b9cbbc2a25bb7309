import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  caption {
    padding: 0.75rem 1rem;
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 0.75rem 1rem;
    text-align: left;
    vertical-align: middle;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.page};
  }
`;

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** A table that scrolls sideways on narrow screens; the scroller is focusable so keyboards can scroll it. */
export function DataTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
