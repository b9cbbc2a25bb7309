import styled from 'styled-components';
import { Button, useNotice, SmallForm, FormWide, type CalendarExport } from '@ceylon/shared';

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
  const { notify } = useNotice();
  const copy = async () => {
    if (!exported) return;
    try {
      await navigator.clipboard.writeText(exported.url);
      notify('Calendar address copied', 'success');
    } catch {
      notify('Copying failed: select the address and copy it', 'error');
    }
  };
  return (
    <SmallForm as="div">
      <FormWide as="label">
        <span>This hotel&apos;s calendar address</span>
        <input type="text" readOnly value={exported?.url ?? ''} onFocus={(e) => e.currentTarget.select()} />
      </FormWide>
      <Note>
        Other sites and calendar programs that import it see the nights with no room free, and nothing about your guests. Keep it private.
      </Note>
      <FormWide>
        <Button type="button" $tone="outline" onClick={() => void copy()} disabled={!exported}>
          Copy address
        </Button>
        <Button type="button" $tone="ghost" onClick={onReplace} disabled={!exported}>
          Make a new address
        </Button>
      </FormWide>
    </SmallForm>
  );
}
