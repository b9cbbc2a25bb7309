import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Panel } from '@ceylon/shared';

const Box = styled(Panel)<{ $danger?: boolean }>`
  display: grid;
  gap: 1rem;
  ${({ $danger, theme }) => ($danger ? `border-top: 4px solid ${theme.colors.danger};` : '')}
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const FieldGrid = styled.form`
  display: grid;
  gap: 1rem;
  > button {
    justify-self: start;
  }
`;

const OutcomeLine = styled.p<{ $failed: boolean }>`
  min-height: 1.5em;
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
`;

/** What became of a change saved as it was made, said to screen readers too: `saved` in green, `failed` in red. */
export function SavedOutcome({ outcome, saved, failed }: { outcome?: 'saved' | 'failed'; saved: string; failed: string }) {
  return (
    <OutcomeLine role="status" $failed={outcome === 'failed'}>
      {outcome === 'saved' && saved}
      {outcome === 'failed' && failed}
    </OutcomeLine>
  );
}

/** One part of the account page: a titled panel, named by its heading for screen readers. */
export function AccountPanel({ title, intro, danger, children }: { title: string; intro?: string; danger?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId} $danger={danger}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </Box>
  );
}
