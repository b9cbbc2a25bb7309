// The dashboard's bar charts, drawn by Recharts (docs/decisions/0029). Loaded on its own, after the
// page's first paint (dashboard-charts.tsx imports it lazily), so no other page pays for it. The
// chart is a picture of the table beside it, which is its text equivalent.
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from '@ceylon/shared';

export interface ChartProps<Row> {
  rows: readonly Row[];
  /** The x axis' label of a row, and the value drawn. */
  label: (row: Row) => string;
  value: (row: Row) => number;
  /** An axis tick and a tooltip's value. */
  format: (value: number) => string;
  /** Rows drawn in the lighter colour: months booked ahead. */
  lighter?: (row: Row) => boolean;
  /** The y axis' top, when fixed (100 for a percentage). */
  max?: number;
  /** What a bar is, for the tooltip: "Occupancy", "Revenue", "Bookings". */
  name: string;
}

/** One bar chart, as wide as its box and 240 px high. */
export default function DashboardChart<Row>({ rows, label, value, format, lighter, max, name }: ChartProps<Row>) {
  const data = rows.map((row) => ({ label: label(row), value: value(row), lighter: lighter?.(row) ?? false }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={theme.colors.line} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: theme.colors.muted }} interval="preserveStartEnd" minTickGap={12} />
        <YAxis
          width={56}
          tick={{ fontSize: 12, fill: theme.colors.muted }}
          tickFormatter={format}
          domain={max === undefined ? [0, 'auto'] : [0, max]}
          allowDecimals={false}
        />
        <Tooltip formatter={(shown) => [format(Number(shown)), name]} cursor={{ fill: theme.colors.page }} />
        <Bar dataKey="value" name={name} isAnimationActive={false}>
          {data.map((row, i) => (
            <Cell key={i} fill={row.lighter ? theme.colors.accent : theme.colors.brand} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
