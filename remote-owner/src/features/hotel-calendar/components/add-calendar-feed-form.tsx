import { useState } from 'react';
import type { CalendarFeedRequest } from '@ceylon/shared';
import { FormEnd } from './form-end';
import { SmallForm, FormWide, useCheckedSubmit } from '@ceylon/shared';
import { useOwnerText, type OwnerMessage } from '../../../texts';

/** What is wrong with the name and link, in the order a person fills them in; null when nothing is. */
export function feedProblem(name: string, url: string): OwnerMessage | null {
  if (!name.trim()) return { id: 'owner.feedForm.needName' };
  if (!/^https?:\/\/\S+$/i.test(url.trim())) return { id: 'owner.feedForm.needUrl' };
  return null;
}

/** Import a calendar: a name for it and the other site's export link (.ics). */
export function AddCalendarFeedForm({ onAdd }: { onAdd: (feed: CalendarFeedRequest) => Promise<boolean> }) {
  const text = useOwnerText();
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
    <SmallForm noValidate onSubmit={(event) => void submit(event)} aria-label={text('owner.feedForm.label')}>
      <label>
        {text('owner.feedForm.name')}
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
        <span>{text('owner.feedForm.url')}</span>
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
      <FormEnd checked={checked} label="owner.feedForm.add" savingLabel="owner.feedForm.adding" />
    </SmallForm>
  );
}
