// Plain-text output: titles, aligned tables, figures against their goals.

export function title(text: string): void {
  console.log(`\n${text}\n${'='.repeat(text.length)}`);
}

/** Left-aligned first column, right-aligned others, columns as wide as their widest cell. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(line(cells[0] ?? []));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** `✔`/`✘` and the goal, e.g. verdict(3, 0) → "✘ (goal ≤ 0)". */
export function verdict(value: number, goal: number): string {
  return `${value <= goal ? '✔' : '✘'} (goal ≤ ${goal})`;
}

/** The p-th percentile (0–100) of `values`, nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
export const seconds = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : 'n/a');

/** One line of at most `max` characters, control characters shown as \uXXXX. */
export function clip(text: string, max = 100): string {
  // Control characters are what the fuzz sends; printed raw they would garble the terminal.
  // eslint-disable-next-line no-control-regex -- escaping control characters is this pattern's whole job.
  const visible = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return visible.length > max ? `${visible.slice(0, max - 1)}…` : visible;
}
