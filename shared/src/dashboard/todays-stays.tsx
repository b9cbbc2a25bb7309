// The front desk's view: who arrives and who leaves today and tomorrow, who sleeps in the hotels
// tonight, and how full the next 30 nights are.
import styled from 'styled-components';
import { DataTable, FigureTiles, PageSection, type Column, type Dashboard, type DashboardStay } from '@ceylon/shared';
import { percent } from './chart-rows';

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr));
  gap: 1.5rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0.5rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const columns: Column<DashboardStay>[] = [
  { header: 'Guest', cell: (stay) => stay.guestName },
  { header: 'Hotel', cell: (stay) => stay.hotelTitle },
  { header: 'Reference', cell: (stay) => stay.reference },
  { header: 'Rooms', cell: (stay) => String(stay.rooms) },
  { header: 'Guests', cell: (stay) => String(stay.guests) },
  { header: 'Nights', cell: (stay) => String(stay.nights) },
];

interface ListProps {
  title: string;
  empty: string;
  list: Dashboard['arrivalsToday'];
}

function StayList({ title, empty, list }: ListProps) {
  return (
    <div>
      <h3>
        {title} ({list.total})
      </h3>
      {list.total === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <DataTable caption={title} columns={columns} rows={list.stays} rowKey={(stay) => stay.id} />
          {list.total > list.stays.length && (
            <p>
              Showing {list.stays.length} of {list.total}.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** Tonight's figures, then today's and tomorrow's arrivals and departures. */
export function TodaysStays({ dashboard }: { dashboard: Dashboard }) {
  const { inHouse, next30Days } = dashboard;
  return (
    <PageSection aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">Today and tomorrow</h2>
      <FigureTiles
        figures={[
          ['Guests in house tonight', String(inHouse.guests)],
          ['Rooms occupied tonight', String(inHouse.rooms)],
          ['Occupancy, next 30 days', percent(next30Days.occupancy)],
        ]}
      />
      <Lists>
        <StayList title="Arriving today" empty="No arrivals today." list={dashboard.arrivalsToday} />
        <StayList title="Leaving today" empty="No departures today." list={dashboard.departuresToday} />
        <StayList title="Arriving tomorrow" empty="No arrivals tomorrow." list={dashboard.arrivalsTomorrow} />
        <StayList title="Leaving tomorrow" empty="No departures tomorrow." list={dashboard.departuresTomorrow} />
      </Lists>
    </PageSection>
  );
}
