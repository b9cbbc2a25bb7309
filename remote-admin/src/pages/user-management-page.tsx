import { useState } from 'react';
import styled from 'styled-components';
import { Button, useSession, type User, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { UserFormModal } from '../features/users/components/user-form-modal';
import { UserTable } from '../features/users/components/user-table';
import { useUserActions } from '../features/users/hooks/use-user-actions';
import { useUsers } from '../features/users/hooks/use-users';
import { useAdminText } from '../texts';

export { texts } from '../texts';

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
  const text = useAdminText();
  const { isAdmin } = useSession();
  const { users, loading } = useUsers(isAdmin);
  const actions = useUserActions();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  if (!isAdmin) {
    return (
      <PageBody>
        <StateMessage role="alert">{text('admin.users.denied')}</StateMessage>
      </PageBody>
    );
  }

  const close = () => setEditing({ kind: 'closed' });

  return (
    <PageBody>
      <Header>
        <div>
          <h1>{text('admin.users.title')}</h1>
          <Lead>{text('admin.users.lead')}</Lead>
        </div>
        <Button type="button" onClick={() => setEditing({ kind: 'create' })}>
          {text('admin.users.create')}
        </Button>
      </Header>
      {loading && users.length === 0 ? (
        <StateMessage role="status">{text('admin.users.loading')}</StateMessage>
      ) : users.length === 0 ? (
        <StateMessage>{text('admin.users.none')}</StateMessage>
      ) : (
        <UserTable users={users} onEdit={(user) => setEditing({ kind: 'edit', user })} onDelete={(user) => void actions.remove(user)} />
      )}
      {editing.kind === 'create' && <UserFormModal onSave={actions.create} saving={actions.saving} onClose={close} />}
      {editing.kind === 'edit' && (
        <UserFormModal
          user={editing.user}
          onSave={(input) => actions.update(editing.user, input)}
          saving={actions.saving}
          onClose={close}
        />
      )}
    </PageBody>
  );
}
