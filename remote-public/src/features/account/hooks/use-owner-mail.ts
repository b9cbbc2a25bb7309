import type { OwnerMailSettings } from '@ceylon/shared';
import { ownerMailQuery, updateOwnerMail } from '../api/account';
import { useSavedAtOnce } from './use-saved-at-once';

export type OwnerMailKind = keyof OwnerMailSettings;

/** One switch turned: which, and to what. */
export interface OwnerMailChange {
  kind: OwnerMailKind;
  on: boolean;
}

const saveSwitch = ({ kind, on }: OwnerMailChange) => updateOwnerMail({ [kind]: on });

/** The owner's three mail switches as the server has them; `change` saves one at once. */
export const useOwnerMail = () => useSavedAtOnce(ownerMailQuery(), saveSwitch);
