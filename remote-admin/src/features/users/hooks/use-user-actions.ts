import { confirmations, useMutation, useNotice, useQueryClient, type User, type UserInput } from '@ceylon/shared';
import { usersQuery } from '../../../api/get-users';
import { createUser } from '../api/create-user';
import { deleteUser } from '../api/delete-user';
import { updateUser } from '../api/update-user';
import { useAdminText, type AdminText } from '../../../texts';

/**
 * Create, update and delete with the texts of docs/product.md §8. Save functions reject on failure so the
 * modal stays open with what was typed; each change reads the users again (the list and the dashboard's count).
 */
export function useUserActions() {
  const text = useAdminText();
  const { notify, confirm } = useNotice();
  const client = useQueryClient();
  const said = (done: AdminText, failed: AdminText) => ({
    onSuccess: () => {
      notify(text(done), 'success');
      return client.invalidateQueries({ queryKey: usersQuery.queryKey });
    },
    onError: () => notify(text(failed), 'error'),
  });

  const creating = useMutation({ mutationFn: createUser, ...said('admin.users.created', 'admin.users.createFailed') });
  const updating = useMutation({
    mutationFn: ({ user, input }: { user: User; input: UserInput }) => updateUser(user.id, input),
    ...said('admin.users.updated', 'admin.users.updateFailed'),
  });
  const deleting = useMutation({
    mutationFn: (user: User) => deleteUser(user.id),
    ...said('admin.users.deleted', 'admin.users.deleteFailed'),
  });

  const remove = async (user: User) => {
    if (!(await confirm(confirmations.deleteUser))) return;
    deleting.mutate(user, { onError: (error) => console.error('Failed to delete user', error) });
  };

  return {
    create: (input: UserInput) => creating.mutateAsync(input),
    update: (user: User, input: UserInput) => updating.mutateAsync({ user, input }),
    remove,
    saving: creating.isPending || updating.isPending,
  };
}
