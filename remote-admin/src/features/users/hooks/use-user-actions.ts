import { confirmations, useNotice, type User, type UserInput } from '@ceylon/shared';
import { createUser } from '../api/create-user';
import { deleteUser } from '../api/delete-user';
import { updateUser } from '../api/update-user';

/**
 * Create, update and delete with the texts of docs/product.md §8. Save functions reject on failure so the
 * modal stays open with what was typed; `onChanged` reloads the list after a change.
 */
export function useUserActions(onChanged: () => Promise<void>) {
  const { notify, confirm } = useNotice();

  const create = async (input: UserInput) => {
    try {
      await createUser(input);
    } catch (error) {
      notify('User creation failed', 'error');
      throw error;
    }
    notify('User created successfully', 'success');
    await onChanged();
  };

  const update = async (user: User, input: UserInput) => {
    try {
      await updateUser(user.id, input);
    } catch (error) {
      notify('Update failed', 'error');
      throw error;
    }
    notify('User updated successfully', 'success');
    await onChanged();
  };

  const remove = async (user: User) => {
    if (!(await confirm(confirmations.deleteUser))) return;
    try {
      await deleteUser(user.id);
    } catch (error) {
      console.error('Failed to delete user', error);
      notify('Failed to delete user', 'error');
      return;
    }
    notify('User deleted successfully', 'success');
    await onChanged();
  };

  return { create, update, remove };
}
