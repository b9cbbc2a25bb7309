import { useCallback, useEffect, useState } from 'react';
import { useNotice, type User } from '@ceylon/shared';
import { getUsers } from '../../../api/get-users';

export interface UsersState {
  users: User[];
  loading: boolean;
  reload: () => Promise<void>;
}

/** Every user; loads only when `enabled` (an admin), so others never call GET /users. */
export function useUsers(enabled: boolean): UsersState {
  const { notify } = useNotice();
  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(enabled);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setUsers(await getUsers());
    } catch (error) {
      console.error('Failed to load users', error);
      notify('Failed to load users', 'error');
    } finally {
      setLoading(false);
    }
  }, [notify]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { users, loading, reload };
}
