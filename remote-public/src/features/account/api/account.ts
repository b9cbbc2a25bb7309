import {
  apiClient,
  queryOptions,
  sessionStore,
  type AccountChanges,
  type CloseAccountRequest,
  type Language,
  type OwnerMailSettings,
  type PasswordChangeRequest,
  type User,
} from '@ceylon/shared';

/**
 * What is the signed-in person's own is read on each visit of the page that shows it and dropped
 * once no page does (gcTime 0), as it was before it was a query: the next person to sign in on
 * this tab never sees it, and a change made elsewhere shows on the next visit.
 */
const OWN = { gcTime: 0 } as const;

/** GET /api/account: the signed-in person as the server has them now. */
export async function fetchAccount(signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<User>('/account', { signal });
  return data;
}

/** Keeps the browser's copy of the user (the top bar's greeting) as the server has it. */
export function rememberUser(account: User): void {
  const current = sessionStore.getState().user;
  if (current?.id === account.id) sessionStore.updateUser({ ...current, ...account });
}

/**
 * The account as a query, read afresh on the account page (it may have changed in another tab or
 * by an administrator); each read keeps the browser's copy of the user in step.
 */
export const accountQuery = () =>
  queryOptions({
    ...OWN,
    queryKey: ['account', 'details'] as const,
    queryFn: async ({ signal }) => {
      const account = await fetchAccount(signal);
      rememberUser(account);
      return account;
    },
  });

/** PATCH /api/account: names, and an e-mail with the current password. */
export async function updateAccount(changes: AccountChanges): Promise<User> {
  const { data } = await apiClient.patch<User>('/account', changes);
  return data;
}

/** POST /api/account/password: every other session ends, this one stays. */
export async function changePassword(input: PasswordChangeRequest): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/account/password', input);
  return data.message;
}

/** DELETE /api/account (customers): stays to come are cancelled, the history kept, every session ended. */
export async function closeAccount(input: CloseAccountRequest): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>('/account', { data: input });
  return data.message;
}

/** GET /api/account/owner-mail (owners, admins): which e-mails about their hotels they receive. */
export async function fetchOwnerMail(signal?: AbortSignal): Promise<OwnerMailSettings> {
  const { data } = await apiClient.get<OwnerMailSettings>('/account/owner-mail', { signal });
  return data;
}

/** The owner's mail switches as a query. */
export const ownerMailQuery = () =>
  queryOptions({ ...OWN, queryKey: ['account', 'owner-mail'] as const, queryFn: ({ signal }) => fetchOwnerMail(signal) });

/** PATCH /api/account/owner-mail: the switches sent change, the answer is all three. */
export async function updateOwnerMail(changes: Partial<OwnerMailSettings>): Promise<OwnerMailSettings> {
  const { data } = await apiClient.patch<OwnerMailSettings>('/account/owner-mail', changes);
  return data;
}

/** GET /api/account/language: the language the account's e-mails are written in. */
export async function fetchMailLanguage(signal?: AbortSignal): Promise<Language> {
  const { data } = await apiClient.get<{ language: Language }>('/account/language', { signal });
  return data.language;
}

/** The language of the account's e-mails as a query. */
export const mailLanguageQuery = () =>
  queryOptions({ ...OWN, queryKey: ['account', 'language'] as const, queryFn: ({ signal }) => fetchMailLanguage(signal) });

/** PUT /api/account/language: mail queued from then on is written in it; the answer is the language now. */
export async function updateMailLanguage(language: Language): Promise<Language> {
  const { data } = await apiClient.put<{ language: Language }>('/account/language', { language });
  return data.language;
}
