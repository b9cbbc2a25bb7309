import { useQuery, useReadFailure, type User } from '@ceylon/shared';
import { usersQuery } from '../../../api/get-users';
import { useAdminText } from '../../../texts';

export interface UsersState {
  users: User[];
  loading: boolean;
}

/** Every user; loads only when `enabled` (an admin), so others never call GET /users. */
export function useUsers(enabled: boolean): UsersState {
  const text = useAdminText();
  const query = useQuery({ ...usersQuery, enabled });
  useReadFailure(query.error, 'Failed to load users', text('admin.users.loadFailed'));
  return { users: query.data ?? [], loading: enabled && query.isFetching };
}
