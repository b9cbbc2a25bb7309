import { parseArgs, type ParseArgsConfig } from 'node:util';
import { appNames, isAppName, type AppName } from '../apps';
import { ReleaseRefused } from '../verify';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Exit codes of every deploy command (the README's operators' section lists them). */
export const exitCodes = { ok: 0, failed: 1, usage: 2, refused: 3 } as const;

/**
 * Runs a command's main: usage errors exit 2 with the usage, a change the release gate refused
 * exits 3 (nothing was changed), any other failure exits 1.
 */
export function runCli(usage: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n✖ ${message}`);
    if (error instanceof UsageError) console.error(`\n${usage}`);
    process.exit(error instanceof UsageError ? exitCodes.usage : error instanceof ReleaseRefused ? exitCodes.refused : exitCodes.failed);
  });
}

export interface ParsedCli {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

/** `--help` prints the usage and exits 0; unknown flags are usage errors. */
export function parseCli(usage: string, options: ParseArgsConfig['options'] = {}, args = process.argv.slice(2)): ParsedCli {
  let parsed: ParsedCli;
  try {
    parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help === true) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

export function stringOption(parsed: ParsedCli, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function toAppName(value: string | undefined): AppName {
  if (value === undefined) throw new UsageError(`Name an app: ${appNames.join(', ')}.`);
  if (!isAppName(value)) throw new UsageError(`Unknown app "${value}"; the apps are ${appNames.join(', ')}.`);
  return value;
}

export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}
