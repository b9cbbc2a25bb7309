import { confirmations, useNotice, type User, type UserInput } from '@ceylon/shared';
import { createUser } from '../api/create-user';
import { deleteUser } from '../api/delete-user';
import { updateUser } from '../api/update-user';
import { useAdminText } from '../../../texts';

/**
 * Create, update and delete with the texts of docs/product.md §8. Save functions reject on failure so the
 * modal stays open with what was typed; `onChanged` reloads the list after a change.
 */
export function useUserActions(onChanged: () => Promise<void>) {
  const text = useAdminText();
  const { notify, confirm } = useNotice();

  const create = async (input: UserInput) => {
    try {
      await createUser(input);
    } catch (error) {
      notify(text('admin.users.createFailed'), 'error');
      throw error;
    }
    notify(text('admin.users.created'), 'success');
    await onChanged();
  };

  const update = async (user: User, input: UserInput) => {
    try {
      await updateUser(user.id, input);
    } catch (error) {
      notify(text('admin.users.updateFailed'), 'error');
      throw error;
    }
    notify(text('admin.users.updated'), 'success');
    await onChanged();
  };

  const remove = async (user: User) => {
    if (!(await confirm(confirmations.deleteUser))) return;
    try {
      await deleteUser(user.id);
    } catch (error) {
      console.error('Failed to delete user', error);
      notify(text('admin.users.deleteFailed'), 'error');
      return;
    }
    notify(text('admin.users.deleted'), 'success');
    await onChanged();
  };

  return { create, update, remove };
}
