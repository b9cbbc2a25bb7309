// The owner's and administrator's small forms (the hotel calendar's, promotion codes): two columns
// that become one on a phone, labels above their boxes, a wide row for long fields and the buttons.
import styled from 'styled-components';
import { below } from './theme';

export const SmallForm = styled.form`
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

/** A box with its label above and its problem under it. */
export const FormField = styled.div`
  display: grid;
  gap: 0.35rem;
  align-content: start;
`;

export const FormWide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** A tick box with its words beside it, the width of the form. */
export const FormCheck = styled.label`
  grid-column: 1 / -1;
  display: flex !important;
  align-items: center;
  gap: 0.5rem;
  font-weight: 400 !important;
  input {
    width: auto !important;
    min-height: 24px !important;
  }
`;

export const FormProblem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const FormOptional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
