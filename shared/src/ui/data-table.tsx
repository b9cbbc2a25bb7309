import type { ReactNode } from 'react';
import styled from 'styled-components';
import { below } from './theme';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
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

  /* On phones every row is a card: each cell on its own line after its column's name, so every
     value and action is on screen without sideways scrolling. */
  ${below('phone')} {
    min-width: 0;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr + tr {
      border-top: 6px solid ${({ theme }) => theme.colors.page};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 0.75rem;
      align-items: center;
      padding: 0.5rem 1rem;
      border-top: 0;
      overflow-wrap: anywhere;
    }
    td::before {
      /* The column's name, shown but not read out twice: the cell already belongs to its column. */
      content: attr(data-label) / '';
      flex: 0 0 min(7.5rem, 35%);
      font-size: 0.8rem;
      font-weight: 600;
      text-transform: uppercase;
      letter-spacing: 0.03em;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table on wide screens and a list of cards on phones. The roles are spelled out because some
 * browsers drop a table's semantics once CSS lays its rows out as blocks. The frame is focusable
 * so keyboards can scroll it where a wide table still overflows (between phone and desktop widths).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <Frame role="region" aria-label={caption} tabIndex={0}>
      <Table role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td key={column.header} role="cell" data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
