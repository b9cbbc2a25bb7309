// The calendar page's small forms (close dates, import a calendar, seasons, taxes and charges): two columns that become one on a
// phone, labels above their boxes, a wide row for long fields and the buttons.
import styled from 'styled-components';
import { below } from '@ceylon/shared';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.85rem 1rem;
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

export const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
