import { homeAfterLogin } from './home-for-role';

/** What a guard hands to /login so the user comes back to where they were going. */
export interface LoginRedirectState {
  from?: string;
}

export function readReturnPath(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state)) return undefined;
  const from = (state as LoginRedirectState).from;
  // Only paths of this site: never an absolute URL handed in from elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/** Where to go once signed in: the page the user wanted, else their role's home. */
export function pathAfterLogin(state: unknown, role: string | undefined): string {
  return readReturnPath(state) ?? homeAfterLogin(role);
}
