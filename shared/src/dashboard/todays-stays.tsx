// The front desk's view: who arrives and who leaves today and tomorrow, who sleeps in the hotels
// tonight, and how full the next 30 nights are.
import styled from 'styled-components';
import {
  DataTable,
  FigureTiles,
  PageSection,
  usePageLanguage,
  useSharedText,
  type Column,
  type Dashboard,
  type DashboardStay,
  type SharedText,
} from '@ceylon/shared';
import { percent } from './chart-rows';
import english from './locales/en.json';

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

const columns = (text: (id: SharedText) => string): Column<DashboardStay>[] => [
  { header: text('shared.today.guest'), cell: (stay) => stay.guestName },
  { header: text('shared.today.hotel'), cell: (stay) => stay.hotelTitle },
  { header: text('shared.today.reference'), cell: (stay) => stay.reference },
  { header: text('shared.today.rooms'), cell: (stay) => String(stay.rooms) },
  { header: text('shared.today.guests'), cell: (stay) => String(stay.guests) },
  { header: text('shared.today.nights'), cell: (stay) => String(stay.nights) },
];

interface ListProps {
  title: SharedText;
  empty: SharedText;
  list: Dashboard['arrivalsToday'];
}

function StayList({ title, empty, list }: ListProps) {
  const text = useSharedText(english);
  return (
    <div>
      <h3>{text('shared.today.list', { title: text(title), count: list.total })}</h3>
      {list.total === 0 ? (
        <p>{text(empty)}</p>
      ) : (
        <>
          <DataTable caption={text(title)} columns={columns(text)} rows={list.stays} rowKey={(stay) => stay.id} />
          {list.total > list.stays.length && <p>{text('shared.today.showing', { shown: list.stays.length, total: list.total })}</p>}
        </>
      )}
    </div>
  );
}

/** Tonight's figures, then today's and tomorrow's arrivals and departures. */
export function TodaysStays({ dashboard }: { dashboard: Dashboard }) {
  const text = useSharedText(english);
  const language = usePageLanguage();
  const { inHouse, next30Days } = dashboard;
  return (
    <PageSection aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">{text('shared.today.title')}</h2>
      <FigureTiles
        figures={[
          [text('shared.today.guestsInHouse'), String(inHouse.guests)],
          [text('shared.today.roomsOccupied'), String(inHouse.rooms)],
          [text('shared.today.next30'), percent(next30Days.occupancy, language)],
        ]}
      />
      <Lists>
        <StayList title="shared.today.arrivingToday" empty="shared.today.noArrivalsToday" list={dashboard.arrivalsToday} />
        <StayList title="shared.today.leavingToday" empty="shared.today.noDeparturesToday" list={dashboard.departuresToday} />
        <StayList title="shared.today.arrivingTomorrow" empty="shared.today.noArrivalsTomorrow" list={dashboard.arrivalsTomorrow} />
        <StayList title="shared.today.leavingTomorrow" empty="shared.today.noDeparturesTomorrow" list={dashboard.departuresTomorrow} />
      </Lists>
    </PageSection>
  );
}
