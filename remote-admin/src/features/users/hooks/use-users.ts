import { useCallback, useEffect, useState } from 'react';
import { useNotice, type User } from '@ceylon/shared';
import { useAdminText } from '../../../texts';
import { getUsers } from '../../../api/get-users';

export interface UsersState {
  users: User[];
  loading: boolean;
  reload: () => Promise<void>;
}

/** Every user; loads only when `enabled` (an admin), so others never call GET /users. */
export function useUsers(enabled: boolean): UsersState {
  const text = useAdminText();
  const { notify } = useNotice();
  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(enabled);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setUsers(await getUsers());
    } catch (error) {
      console.error('Failed to load users', error);
      notify(text('admin.users.loadFailed'), 'error');
    } finally {
      setLoading(false);
    }
  }, [notify, text]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { users, loading, reload };
}
