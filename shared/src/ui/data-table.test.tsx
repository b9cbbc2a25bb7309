import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { DataTable, type Column } from './data-table';
import { theme } from './theme';

interface Person {
  id: string;
  name: string;
  role: string;
}

const columns: Column<Person>[] = [
  { header: 'Name', cell: (person) => person.name },
  { header: 'Role', cell: (person) => person.role },
  { header: 'Actions', cell: (person) => <button type="button">{`Edit ${person.name}`}</button> },
];

it('is a captioned table whose cells carry their column’s name for the phone card layout', () => {
  render(
    <ThemeProvider theme={theme}>
      <DataTable
        caption="Users"
        columns={columns}
        rows={[{ id: 'u1', name: 'Asha Perera', role: 'Admin' }]}
        rowKey={(person) => person.id}
      />
    </ThemeProvider>,
  );
  const table = screen.getByRole('table', { name: 'Users' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Name', 'Role', 'Actions']);
  const cells = within(table).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(['Asha Perera', 'Admin', 'Edit Asha Perera']);
  expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Role', 'Actions']);
  expect(within(cells[2]!).getByRole('button', { name: 'Edit Asha Perera' })).toBeInTheDocument();
});
