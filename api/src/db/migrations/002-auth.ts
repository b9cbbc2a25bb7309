// Sessions, login throttling and password-policy support (issue 10).
export const statements: string[] = [];
