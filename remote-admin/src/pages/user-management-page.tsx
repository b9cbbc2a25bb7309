import { useState } from 'react';
import styled from 'styled-components';
import { Button, useSession, type User, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { UserFormModal } from '../features/users/components/user-form-modal';
import { UserTable } from '../features/users/components/user-table';
import { useUserActions } from '../features/users/hooks/use-user-actions';
import { useUsers } from '../features/users/hooks/use-users';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

/** Which modal is open: none, create, or edit of one user. */
type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; user: User };

/** /admin/UserManagement: every user, with create, edit and delete. Admins only. */
export default function UserManagementPage() {
  const { isAdmin } = useSession();
  const { users, loading, reload } = useUsers(isAdmin);
  const actions = useUserActions(reload);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  if (!isAdmin) {
    return (
      <PageBody>
        <StateMessage role="alert">Access denied. Admins only.</StateMessage>
      </PageBody>
    );
  }

  const close = () => setEditing({ kind: 'closed' });

  return (
    <PageBody>
      <Header>
        <div>
          <h1>Manage Users</h1>
          <Lead>Create accounts, change roles and remove users.</Lead>
        </div>
        <Button type="button" onClick={() => setEditing({ kind: 'create' })}>
          Create User
        </Button>
      </Header>
      {loading && users.length === 0 ? (
        <StateMessage role="status">Loading users…</StateMessage>
      ) : users.length === 0 ? (
        <StateMessage>No users to show.</StateMessage>
      ) : (
        <UserTable users={users} onEdit={(user) => setEditing({ kind: 'edit', user })} onDelete={(user) => void actions.remove(user)} />
      )}
      {editing.kind === 'create' && <UserFormModal onSave={actions.create} onClose={close} />}
      {editing.kind === 'edit' && (
        <UserFormModal user={editing.user} onSave={(input) => actions.update(editing.user, input)} onClose={close} />
      )}
    </PageBody>
  );
}
