import styled from 'styled-components';
import { Button, useNotice, SmallForm, FormWide, type CalendarExport } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  exported: CalendarExport | null;
  onReplace: () => void;
}

/** The hotel's own .ics address, to paste into Airbnb, Booking.com or a calendar program; replaceable. */
export function CalendarExportAddress({ exported, onReplace }: Props) {
  const text = useOwnerText();
  const { notify } = useNotice();
  const copy = async () => {
    if (!exported) return;
    try {
      await navigator.clipboard.writeText(exported.url);
      notify(text('owner.sync.copied'), 'success');
    } catch {
      notify(text('owner.sync.copyFailed'), 'error');
    }
  };
  return (
    <SmallForm as="div">
      <FormWide as="label">
        <span>{text('owner.sync.address')}</span>
        <input type="text" readOnly value={exported?.url ?? ''} onFocus={(e) => e.currentTarget.select()} />
      </FormWide>
      <Note>{text('owner.sync.addressNote')}</Note>
      <FormWide>
        <Button type="button" $tone="outline" onClick={() => void copy()} disabled={!exported}>
          {text('owner.sync.copy')}
        </Button>
        <Button type="button" $tone="ghost" onClick={onReplace} disabled={!exported}>
          {text('owner.sync.newAddress')}
        </Button>
      </FormWide>
    </SmallForm>
  );
}
