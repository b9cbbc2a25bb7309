import styled from 'styled-components';
import {
  Button,
  StateMessage,
  Trans,
  usePageLanguage,
  useSharedText,
  type CalendarFeed,
  type Language,
  type SharedTranslate,
} from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
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

/** `Synced 27 Nov 2026, 10:15 · 12 events read · 8 nights closed`, or that it never was. */
export function syncSummary(
  feed: CalendarFeed,
  text: ReturnType<typeof useOwnerText>,
  language: Language,
  sharedText: SharedTranslate,
): string {
  if (!feed.lastSyncedAt) return text('owner.feeds.notSynced');
  return text('owner.feeds.summary', {
    time: formatSyncTime(feed.lastSyncedAt, language, sharedText),
    events: feed.eventsRead ?? 0,
    nights: feed.nightsHeld,
  });
}

interface Props {
  feeds: CalendarFeed[];
  syncing: string | null;
  onSync: (feed: CalendarFeed) => void;
  onRemove: (feed: CalendarFeed) => void;
}

/** The calendars the hotel imports: last sync, the last error, conflicts with our stays; Sync now and Remove. */
export function CalendarFeedList({ feeds, syncing, onSync, onRemove }: Props) {
  const text = useOwnerText();
  const language = usePageLanguage();
  const sharedText = useSharedText();
  if (feeds.length === 0) return <StateMessage>{text('owner.feeds.none')}</StateMessage>;
  return (
    <List aria-label={text('owner.sync.imported')}>
      {feeds.map((feed) => (
        <li key={feed.id} aria-label={feed.name}>
          <p>
            <strong>{feed.name}</strong> <small>{feed.address}</small>
          </p>
          <p>{syncSummary(feed, text, language, sharedText)}</p>
          {feed.lastError && (
            <Failed>
              {feed.lastAttemptAt
                ? text('owner.feeds.failedAt', { time: formatSyncTime(feed.lastAttemptAt, language, sharedText), error: feed.lastError })
                : text('owner.feeds.failed', { error: feed.lastError })}
            </Failed>
          )}
          {feed.conflicts.length > 0 && (
            <Conflicts>
              <p>
                <Trans id="owner.feeds.conflicts" values={{ count: feed.conflicts.length }} components={{ 0: <strong /> }} />
              </p>
              <ul aria-label={text('owner.feeds.conflictsLabel', { name: feed.name })}>
                {feed.conflicts.map((conflict) => (
                  <li key={conflict.night}>
                    {formatShortDate(conflict.night, language, sharedText)}: {conflict.references.join(', ')}
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
              aria-label={text(syncing === feed.id ? 'owner.feeds.syncingNamed' : 'owner.feeds.syncNamed', { name: feed.name })}
            >
              {text(syncing === feed.id ? 'owner.feeds.syncing' : 'owner.feeds.sync')}
            </Button>
            <Button type="button" $tone="ghost" onClick={() => onRemove(feed)} aria-label={text('owner.removeNamed', { name: feed.name })}>
              {text('owner.remove')}
            </Button>
          </Actions>
        </li>
      ))}
    </List>
  );
}
