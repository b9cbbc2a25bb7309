import { isLanguage } from '@ceylon/shared';
import { mailLanguageQuery, updateMailLanguage } from '../api/account';
import { useSavedAtOnce } from './use-saved-at-once';

/** The language of the account's e-mails as the server has it (an answer naming none is a failed load); `change` saves another at once. */
export const useMailLanguage = () => useSavedAtOnce(mailLanguageQuery(), updateMailLanguage, isLanguage);
