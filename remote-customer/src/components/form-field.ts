import styled from 'styled-components';

/** A label over its box (a date, a select), as the booking form and the hotel page's stay planner draw them. */
export const FormField = styled.label`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  input,
  select {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 400;
    /* As narrow as the label's column (the promotion code's at a phone's width): not the box's own width. */
    min-width: 0;
  }
`;
