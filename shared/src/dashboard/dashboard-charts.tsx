// The dashboard's three charts — occupancy and revenue by month, bookings made per week — each with
// its table, the text equivalent a screen reader reaches (and anyone opens with "Show as table").
// The charts' code loads lazily (Recharts, docs/decisions/0029): the figures and tables first.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, formatUsd, fromCents, PageSection, type Column, type Dashboard } from '@ceylon/shared';
import { monthRows, percent, weekRows, type MonthRow, type WeekRow } from './chart-rows';
import type { ChartProps } from './dashboard-chart';

// lazy() forgets that the chart is generic in its rows.
const DashboardChart = lazy(() => import('./dashboard-chart')) as unknown as <Row>(props: ChartProps<Row>) => ReactNode;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr));
  gap: 1.5rem;
`;

const Figure = styled.section`
  min-width: 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  summary {
    cursor: pointer;
    margin-top: 0.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brandDark};
  }
  details[open] summary {
    margin-bottom: 0.75rem;
  }
`;

/** Keeps the chart's room while its code loads, so nothing below it moves. */
const ChartBox = styled.div`
  height: 240px;
`;

interface ChartFigureProps {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
}

function ChartFigure({ title, description, chart, table }: ChartFigureProps) {
  const id = useId();
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p id={`${id}-description`}>{description}</p>
      <ChartBox role="img" aria-label={`${title}: bar chart. Show as table lists the same figures.`}>
        <Suspense fallback={null}>{chart}</Suspense>
      </ChartBox>
      <details>
        <summary>Show as table</summary>
        {table}
      </details>
    </Figure>
  );
}

const monthColumns = (figure: 'occupancy' | 'revenue'): Column<MonthRow>[] => [
  { header: 'Month', cell: (row) => row.label },
  ...(figure === 'occupancy'
    ? [
        { header: 'Occupancy', cell: (row: MonthRow) => percent(row.occupancy / 100) },
        { header: 'Room-nights booked', cell: (row: MonthRow) => String(row.bookedRoomNights) },
        { header: 'Room-nights for sale', cell: (row: MonthRow) => String(row.sellableRoomNights) },
      ]
    : [{ header: 'Revenue', cell: (row: MonthRow) => formatUsd(fromCents(row.revenueCents)) }]),
  { header: 'Booked ahead', cell: (row) => (row.ahead ? 'Yes' : 'No') },
];

const weekColumns: Column<WeekRow>[] = [
  { header: 'Week of', cell: (row) => row.label },
  { header: 'Bookings made', cell: (row) => String(row.bookings) },
];

const shortMonth = (row: MonthRow) => row.label.slice(0, 3);
const dollars = (value: number) => (value >= 10_000 ? `$${Math.round(value / 1000)}k` : `$${Math.round(value)}`);

/** The three charts over `dashboard`'s hotels; `scope` names them in the tables' captions. */
export function DashboardCharts({ dashboard, scope }: { dashboard: Dashboard; scope: string }) {
  const months = monthRows(dashboard);
  const weeks = weekRows(dashboard);
  const ahead = 'The last six months are booked ahead (gold bars).';
  return (
    <PageSection aria-labelledby="dashboard-charts">
      <h2 id="dashboard-charts">Occupancy, revenue and bookings</h2>
      <Grid>
        <ChartFigure
          title="Occupancy by month"
          description={`Room-nights booked as a share of those for sale. ${ahead}`}
          chart={
            <DashboardChart
              rows={months}
              label={shortMonth}
              value={(row) => row.occupancy}
              format={(v) => `${v}%`}
              max={100}
              lighter={(row) => row.ahead}
              name="Occupancy"
            />
          }
          table={
            <DataTable
              caption={`Occupancy by month, ${scope}`}
              columns={monthColumns('occupancy')}
              rows={months}
              rowKey={(row) => row.month}
            />
          }
        />
        <ChartFigure
          title="Revenue by month"
          description={`Stays not cancelled, each stay’s total spread over its nights. ${ahead}`}
          chart={
            <DashboardChart
              rows={months}
              label={shortMonth}
              value={(row) => row.revenue}
              format={dollars}
              lighter={(row) => row.ahead}
              name="Revenue"
            />
          }
          table={
            <DataTable caption={`Revenue by month, ${scope}`} columns={monthColumns('revenue')} rows={months} rowKey={(row) => row.month} />
          }
        />
        <ChartFigure
          title="Bookings made per week"
          description="Bookings made each week (Monday to Sunday), cancelled ones included, this week last."
          chart={
            <DashboardChart
              rows={weeks}
              label={(row) => row.label}
              value={(row) => row.bookings}
              format={(v) => String(v)}
              name="Bookings"
            />
          }
          table={<DataTable caption={`Bookings made per week, ${scope}`} columns={weekColumns} rows={weeks} rowKey={(row) => row.week} />}
        />
      </Grid>
    </PageSection>
  );
}
