// Trustworthy release telemetry: distinct browsers per report (issue 10).
export const statements: string[] = [];
