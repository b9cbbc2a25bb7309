import { useState } from 'react';
import type { CalendarFeedRequest } from '@ceylon/shared';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import { FormEnd } from './form-end';
import { SmallForm, FormWide } from '@ceylon/shared';

/** What is wrong with the name and link, in the order a person fills them in; null when nothing is. */
export function feedProblem(name: string, url: string): string | null {
  if (!name.trim()) return 'Give the calendar a name, such as Airbnb';
  if (!/^https?:\/\/\S+$/i.test(url.trim())) return 'Paste the calendar link the other site gives, starting with https://';
  return null;
}

/** Import a calendar: a name for it and the other site's export link (.ics). */
export function AddCalendarFeedForm({ onAdd }: { onAdd: (feed: CalendarFeedRequest) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const { invalid, submit, ...checked } = useCheckedSubmit(
    () => feedProblem(name, url),
    () => onAdd({ name: name.trim(), url: url.trim() }),
    () => {
      setName('');
      setUrl('');
    },
  );

  return (
    <SmallForm noValidate onSubmit={(event) => void submit(event)} aria-label="Import a calendar">
      <label>
        Calendar name
        <input
          type="text"
          name="feedName"
          maxLength={60}
          placeholder="Airbnb"
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...invalid}
        />
      </label>
      <FormWide as="label">
        <span>Calendar link (.ics)</span>
        <input
          type="url"
          name="feedUrl"
          maxLength={2000}
          placeholder="https://www.airbnb.com/calendar/ical/…"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          {...invalid}
        />
      </FormWide>
      <FormEnd checked={checked} label={'Add calendar'} savingLabel="Adding…" />
    </SmallForm>
  );
}
