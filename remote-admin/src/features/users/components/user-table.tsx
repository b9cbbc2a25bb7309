import styled from 'styled-components';
import { Button, DataTable, type Column, type User } from '@ceylon/shared';
import { roleLabels } from '../role-labels';

const RowActions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

interface Props {
  users: User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** Every user with Edit and Delete. */
export function UserTable({ users, onEdit, onDelete }: Props) {
  const columns: Column<User>[] = [
    { header: 'Name', cell: (user) => `${user.firstName} ${user.lastName}` },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Role', cell: (user) => roleLabels[user.role] ?? user.role },
    {
      header: 'Actions',
      cell: (user) => (
        <RowActions>
          <Button type="button" $tone="outline" onClick={() => onEdit(user)} aria-label={`Edit ${user.firstName} ${user.lastName}`}>
            Edit
          </Button>
          <Button type="button" $tone="danger" onClick={() => onDelete(user)} aria-label={`Delete ${user.firstName} ${user.lastName}`}>
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];
  return <DataTable caption="Users" columns={columns} rows={users} rowKey={(user) => user.id} />;
}
