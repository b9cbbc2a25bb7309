import {
  apiClient,
  type AccountChanges,
  type CloseAccountRequest,
  type Language,
  type OwnerMailSettings,
  type PasswordChangeRequest,
  type User,
} from '@ceylon/shared';

/** GET /api/account: the signed-in person as the server has them now. */
export async function fetchAccount(): Promise<User> {
  const { data } = await apiClient.get<User>('/account');
  return data;
}

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
export async function fetchOwnerMail(): Promise<OwnerMailSettings> {
  const { data } = await apiClient.get<OwnerMailSettings>('/account/owner-mail');
  return data;
}

/** PATCH /api/account/owner-mail: the switches sent change, the answer is all three. */
export async function updateOwnerMail(changes: Partial<OwnerMailSettings>): Promise<OwnerMailSettings> {
  const { data } = await apiClient.patch<OwnerMailSettings>('/account/owner-mail', changes);
  return data;
}

/** GET /api/account/language: the language the account's e-mails are written in. */
export async function fetchMailLanguage(): Promise<Language> {
  const { data } = await apiClient.get<{ language: Language }>('/account/language');
  return data.language;
}

/** PUT /api/account/language: mail queued from then on is written in it; the answer is the language now. */
export async function updateMailLanguage(language: Language): Promise<Language> {
  const { data } = await apiClient.put<{ language: Language }>('/account/language', { language });
  return data.language;
}
