import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  addMonths,
  below,
  fromCents,
  Lead,
  nightPriceCents,
  PageBody,
  Panel,
  StateMessage,
  todayInColombo,
  type Season,
} from '@ceylon/shared';
import { PromotionsSection, type PromotionText } from '@ceylon/shared/promotions';
import { AddCalendarFeedForm } from '../features/hotel-calendar/components/add-calendar-feed-form';
import { CalendarExportAddress } from '../features/hotel-calendar/components/calendar-export-address';
import { CalendarFeedList } from '../features/hotel-calendar/components/calendar-feed-list';
import { CloseDatesForm } from '../features/hotel-calendar/components/close-dates-form';
import { ClosureConflictNotice } from '../features/hotel-calendar/components/closure-conflict';
import { ClosureList } from '../features/hotel-calendar/components/closure-list';
import { SeasonForm } from '../features/hotel-calendar/components/season-form';
import { SeasonList } from '../features/hotel-calendar/components/season-list';
import { TaxForm } from '../features/hotel-calendar/components/tax-form';
import { TaxList } from '../features/hotel-calendar/components/tax-list';
import { MonthGrid } from '../features/hotel-calendar/components/month-grid';
import { NightBookings } from '../features/hotel-calendar/components/night-bookings';
import { OccupancySummary } from '../features/hotel-calendar/components/occupancy-summary';
import { useCalendarSync } from '../features/hotel-calendar/hooks/use-calendar-sync';
import { useClosures } from '../features/hotel-calendar/hooks/use-closures';
import { useNightBookings } from '../features/hotel-calendar/hooks/use-night-bookings';
import { useOccupancy } from '../features/hotel-calendar/hooks/use-occupancy';
import { useSeasons } from '../features/hotel-calendar/hooks/use-seasons';
import { useTaxes } from '../features/hotel-calendar/hooks/use-taxes';
import { BackToHotels } from '../features/managed-hotel/components/back-to-hotels';
import { HotelLoading, HotelNotFound } from '../features/managed-hotel/components/hotel-states';
import { useHotel } from '../features/managed-hotel/hooks/use-hotel';
import { useOwnerText } from '../texts';

export { texts } from '../texts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.5rem;
  align-items: start;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
  h4 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

/** The month's panel gives its grid of nights more of a phone's width than a panel's padding leaves. */
const MonthPanel = styled(Panel)`
  ${below('phone')} {
    padding: 1rem 0.5rem;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/**
 * /owner/hotels/{id}/calendar (the hotel's owner or an admin): a month of nights with rooms booked,
 * closed and free and each night's price, the bookings of a chosen night, the month's occupancy and
 * revenue, seasons (their prices, weekend prices and minimum stays), taxes and charges, promotion codes, closed dates, and
 * calendar sync: the hotel's own .ics address and the calendars it imports (Airbnb, Booking.com …).
 */
export default function HotelCalendarPage() {
  const text = useOwnerText();
  // Each of the promotion section's ids is an owner text under `owner.`: one missing from en.json does not compile.
  const promotionText = useCallback<PromotionText>((id, values) => text(`owner.${id}`, values), [text]);
  const hotelId = useParams().id ?? '';
  const { hotel, loading } = useHotel(hotelId);
  const [month, setMonth] = useState(() => todayInColombo().slice(0, 7));
  const [night, setNight] = useState<string | null>(null);
  const occupancy = useOccupancy(hotelId, month);
  const closures = useClosures(hotelId);
  const nightBookings = useNightBookings(hotelId, night);
  const calendarSync = useCalendarSync(hotelId);
  const seasons = useSeasons(hotelId);
  const [editing, setEditing] = useState<Season | undefined>(undefined);
  const taxes = useTaxes(hotelId);
  const [editingTax, setEditingTax] = useState<number | undefined>(undefined);
  const taxBeingEdited = editingTax === undefined ? undefined : taxes.charges[editingTax];

  if (loading) return <HotelLoading message="owner.loadingCalendar" />;
  if (!hotel) return <HotelNotFound />;

  const changeMonth = (step: -1 | 1) => {
    setMonth((current) => addMonths(current, step));
    setNight(null);
  };

  return (
    <PageBody>
      <h1>{text('owner.calendar.title', { hotel: hotel.title })}</h1>
      <Lead>{text('owner.calendar.lead', { location: hotel.location, rooms: hotel.rooms })}</Lead>
      {occupancy.occupancy && <OccupancySummary occupancy={occupancy.occupancy} />}
      <Columns>
        <MonthPanel>
          <MonthGrid
            month={month}
            nights={occupancy.occupancy?.month === month ? occupancy.occupancy.nights : []}
            selected={night}
            onSelect={setNight}
            onMonth={changeMonth}
            priceOf={(date) => fromCents(nightPriceCents(date, { price: hotel.price, seasons: seasons.seasons }))}
          />
          {occupancy.failed && <StateMessage role="alert">{text('owner.calendar.failed')}</StateMessage>}
        </MonthPanel>
        <Side>
          {night && (
            <Panel>
              <NightBookings night={night} load={nightBookings} />
            </Panel>
          )}
          <Panel aria-labelledby="seasons-heading">
            <h3 id="seasons-heading">{text('owner.seasons.title')}</h3>
            <SeasonList seasons={seasons.seasons} onEdit={setEditing} onRemove={(season) => void seasons.remove(season)} />
            <h4>{editing ? text('owner.seasons.change', { name: editing.name }) : text('owner.seasons.add')}</h4>
            <SeasonForm key={editing?.id ?? 'new'} editing={editing} onSave={seasons.save} onCancelEdit={() => setEditing(undefined)} />
          </Panel>
          <Panel aria-labelledby="taxes-heading">
            <h3 id="taxes-heading">{text('owner.taxes.title')}</h3>
            <TaxList
              charges={taxes.charges}
              onEdit={setEditingTax}
              onRemove={(index) => {
                setEditingTax(undefined);
                void taxes.remove(index);
              }}
              onMoveUp={(index) => {
                setEditingTax(undefined);
                void taxes.moveUp(index);
              }}
            />
            <h4>{taxBeingEdited ? text('owner.taxes.change', { name: taxBeingEdited.name }) : text('owner.taxes.add')}</h4>
            <TaxForm
              key={editingTax ?? 'new'}
              count={taxes.charges.length}
              editing={taxBeingEdited && editingTax !== undefined ? { charge: taxBeingEdited, index: editingTax } : undefined}
              onSave={taxes.save}
              onCancelEdit={() => setEditingTax(undefined)}
            />
          </Panel>
          <Panel aria-labelledby="promotions-heading">
            <h3 id="promotions-heading">{text('owner.calendar.promotions')}</h3>
            <PromotionsSection path={`/hotels/${encodeURIComponent(hotelId)}/promotions`} text={promotionText} />
          </Panel>
          <Panel aria-labelledby="closed-dates-heading">
            <h3 id="closed-dates-heading">{text('owner.closures.title')}</h3>
            <ClosureList closures={closures.closures} onReopen={(closure) => void closures.reopen(closure)} />
            <CloseDatesForm onClose={closures.close} />
            {closures.conflict && <ClosureConflictNotice conflict={closures.conflict} />}
          </Panel>
          <Panel aria-labelledby="calendar-sync-heading">
            <h3 id="calendar-sync-heading">{text('owner.sync.title')}</h3>
            <CalendarExportAddress exported={calendarSync.exported} onReplace={() => void calendarSync.replaceAddress()} />
            <h4>{text('owner.sync.imported')}</h4>
            <CalendarFeedList
              feeds={calendarSync.feeds}
              syncing={calendarSync.syncing}
              onSync={(feed) => void calendarSync.syncNow(feed)}
              onRemove={(feed) => void calendarSync.remove(feed)}
            />
            <AddCalendarFeedForm onAdd={calendarSync.add} />
          </Panel>
        </Side>
      </Columns>
      <BackToHotels />
    </PageBody>
  );
}
