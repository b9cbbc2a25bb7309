// The dashboard's three charts — occupancy and revenue by month, bookings made per week — each with
// its table, the text equivalent a screen reader reaches (and anyone opens with "Show as table").
// The charts' code loads lazily (Recharts, docs/decisions/0029): the figures and tables first.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DataTable,
  formatUsd,
  fromCents,
  INTL_LOCALES,
  PageSection,
  usePageLanguage,
  useSharedText,
  type Column,
  type Dashboard,
  type Language,
  type SharedText,
} from '@ceylon/shared';
import { monthRows, percent, weekRows, type MonthRow, type WeekRow } from './chart-rows';
import type { ChartProps } from './dashboard-chart';
import english from './locales/en.json';

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
  const text = useSharedText(english);
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p id={`${id}-description`}>{description}</p>
      <ChartBox role="img" aria-label={text('shared.charts.chartLabel', { title })}>
        <Suspense fallback={null}>{chart}</Suspense>
      </ChartBox>
      <details>
        <summary>{text('shared.charts.showTable')}</summary>
        {table}
      </details>
    </Figure>
  );
}

type Say = (id: SharedText) => string;

const monthColumns = (figure: 'occupancy' | 'revenue', text: Say, language: Language, count: (n: number) => string): Column<MonthRow>[] => [
  { header: text('shared.charts.month'), cell: (row) => row.label },
  ...(figure === 'occupancy'
    ? [
        { header: text('shared.charts.occupancy'), cell: (row: MonthRow) => percent(row.occupancy / 100, language) },
        { header: text('shared.charts.booked'), cell: (row: MonthRow) => count(row.bookedRoomNights) },
        { header: text('shared.charts.forSale'), cell: (row: MonthRow) => count(row.sellableRoomNights) },
      ]
    : [{ header: text('shared.charts.revenue'), cell: (row: MonthRow) => formatUsd(fromCents(row.revenueCents)) }]),
  { header: text('shared.charts.bookedAhead'), cell: (row) => text(row.ahead ? 'shared.charts.yes' : 'shared.charts.no') },
];

const weekColumns = (text: Say, count: (n: number) => string): Column<WeekRow>[] => [
  { header: text('shared.charts.weekOf'), cell: (row) => row.label },
  { header: text('shared.charts.bookingsMade'), cell: (row) => count(row.bookings) },
];

const shortMonth = (row: MonthRow) => row.shortLabel;
const englishDollars = (value: number) => (value >= 10_000 ? `$${Math.round(value / 1000)}k` : `$${Math.round(value)}`);
// The revenue axis' ticks: English as it always was ($12k), Tamil as Intl shortens a sum in its words
// ($12ஆ), Sinhala as en-US does ($12K): Node's ICU writes `US$ද12` for si-LK and a browser without
// Sinhala's data `$12K`, and dollars read the same in every language (`formatUsd`, decision 0036).
export const axisDollars = (language: Language) => {
  if (language === 'en') return englishDollars;
  const format = new Intl.NumberFormat(language === 'si' ? 'en-US' : INTL_LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 0,
  });
  return (value: number) => format.format(value);
};

/** The three charts over `dashboard`'s hotels; `scope` names them in the tables' captions. */
export function DashboardCharts({ dashboard, scope }: { dashboard: Dashboard; scope: string }) {
  const text = useSharedText(english);
  const language = usePageLanguage();
  const locale = INTL_LOCALES[language];
  // Counts in Sinhala and Tamil as Intl writes them; English as it always was (1200, no separator).
  const count = (n: number) => (language === 'en' ? String(n) : n.toLocaleString(locale));
  const months = monthRows(dashboard, language, text);
  const weeks = weekRows(dashboard, language, text);
  const ahead = text('shared.charts.ahead');
  const wholePercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <PageSection aria-labelledby="dashboard-charts">
      <h2 id="dashboard-charts">{text('shared.charts.title')}</h2>
      <Grid>
        <ChartFigure
          title={text('shared.charts.occupancyTitle')}
          description={`${text('shared.charts.occupancyDescription')} ${ahead}`}
          chart={
            <DashboardChart
              rows={months}
              label={shortMonth}
              value={(row) => row.occupancy}
              format={(v) => wholePercent.format(v / 100)}
              max={100}
              lighter={(row) => row.ahead}
              name={text('shared.charts.occupancy')}
            />
          }
          table={
            <DataTable
              caption={text('shared.charts.occupancyCaption', { scope })}
              columns={monthColumns('occupancy', text, language, count)}
              rows={months}
              rowKey={(row) => row.month}
            />
          }
        />
        <ChartFigure
          title={text('shared.charts.revenueTitle')}
          description={`${text('shared.charts.revenueDescription')} ${ahead}`}
          chart={
            <DashboardChart
              rows={months}
              label={shortMonth}
              value={(row) => row.revenue}
              format={axisDollars(language)}
              lighter={(row) => row.ahead}
              name={text('shared.charts.revenue')}
            />
          }
          table={
            <DataTable
              caption={text('shared.charts.revenueCaption', { scope })}
              columns={monthColumns('revenue', text, language, count)}
              rows={months}
              rowKey={(row) => row.month}
            />
          }
        />
        <ChartFigure
          title={text('shared.charts.bookingsTitle')}
          description={text('shared.charts.bookingsDescription')}
          chart={
            <DashboardChart
              rows={weeks}
              label={(row) => row.label}
              value={(row) => row.bookings}
              format={count}
              name={text('shared.charts.bookings')}
            />
          }
          table={
            <DataTable
              caption={text('shared.charts.bookingsCaption', { scope })}
              columns={weekColumns(text, count)}
              rows={weeks}
              rowKey={(row) => row.week}
            />
          }
        />
      </Grid>
    </PageSection>
  );
}
