import styled from 'styled-components';
import { Button, StateMessage, type CalendarFeed } from '@ceylon/shared';
import { formatShortDate, formatSyncTime } from '../calendar-dates';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: 0.4rem;
    padding: 0.75rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.medium};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Failed = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Conflicts = styled.div`
  padding: 0.5rem 0.75rem;
  border-left: 5px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.2rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `Synced 27 Nov 2026, 10:15 · 12 events read · 8 nights closed`, or that it never was. */
export function syncSummary(feed: CalendarFeed): string {
  if (!feed.lastSyncedAt) return 'Not synced yet';
  return `Synced ${formatSyncTime(feed.lastSyncedAt)} · ${plural(feed.eventsRead ?? 0, 'event')} read · ${plural(feed.nightsHeld, 'night')} closed`;
}

interface Props {
  feeds: CalendarFeed[];
  syncing: string | null;
  onSync: (feed: CalendarFeed) => void;
  onRemove: (feed: CalendarFeed) => void;
}

/** The calendars the hotel imports: last sync, the last error, conflicts with our stays; Sync now and Remove. */
export function CalendarFeedList({ feeds, syncing, onSync, onRemove }: Props) {
  if (feeds.length === 0) return <StateMessage>No imported calendars.</StateMessage>;
  return (
    <List aria-label="Imported calendars">
      {feeds.map((feed) => (
        <li key={feed.id} aria-label={feed.name}>
          <p>
            <strong>{feed.name}</strong> <small>{feed.address}</small>
          </p>
          <p>{syncSummary(feed)}</p>
          {feed.lastError && (
            <Failed>
              Last sync failed{feed.lastAttemptAt ? ` (${formatSyncTime(feed.lastAttemptAt)})` : ''}: {feed.lastError}
            </Failed>
          )}
          {feed.conflicts.length > 0 && (
            <Conflicts>
              <p>
                <strong>{plural(feed.conflicts.length, 'night')} also booked here</strong> — our bookings stand; settle these with the
                guests:
              </p>
              <ul aria-label={`Conflicts of ${feed.name}`}>
                {feed.conflicts.map((conflict) => (
                  <li key={conflict.night}>
                    {formatShortDate(conflict.night)}: {conflict.references.join(', ')}
                  </li>
                ))}
              </ul>
            </Conflicts>
          )}
          <Actions>
            <Button
              type="button"
              $tone="outline"
              disabled={syncing === feed.id}
              onClick={() => onSync(feed)}
              aria-label={`${syncing === feed.id ? 'Syncing' : 'Sync now'}: ${feed.name}`}
            >
              {syncing === feed.id ? 'Syncing…' : 'Sync now'}
            </Button>
            <Button type="button" $tone="ghost" onClick={() => onRemove(feed)} aria-label={`Remove ${feed.name}`}>
              Remove
            </Button>
          </Actions>
        </li>
      ))}
    </List>
  );
}
