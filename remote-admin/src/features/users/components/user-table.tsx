import styled from 'styled-components';
import { Button, DataTable, type Column, type User } from '@ceylon/shared';
import { roleName } from '../../../role-labels';
import { useAdminText } from '../../../texts';

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
  const text = useAdminText();
  const columns: Column<User>[] = [
    { header: text('admin.users.name'), cell: (user) => `${user.firstName} ${user.lastName}` },
    { header: text('admin.users.email'), cell: (user) => user.email },
    { header: text('admin.users.role'), cell: (user) => roleName(text, user.role) },
    {
      header: text('admin.users.actions'),
      cell: (user) => (
        <RowActions>
          <Button
            type="button"
            $tone="outline"
            onClick={() => onEdit(user)}
            aria-label={text('admin.editNamed', { name: `${user.firstName} ${user.lastName}` })}
          >
            {text('admin.edit')}
          </Button>
          <Button
            type="button"
            $tone="danger"
            onClick={() => onDelete(user)}
            aria-label={text('admin.deleteNamed', { name: `${user.firstName} ${user.lastName}` })}
          >
            {text('admin.delete')}
          </Button>
        </RowActions>
      ),
    },
  ];
  return <DataTable caption={text('admin.users.caption')} columns={columns} rows={users} rowKey={(user) => user.id} />;
}
