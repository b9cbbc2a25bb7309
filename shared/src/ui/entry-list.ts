import styled from 'styled-components';

/** A short list of entries, each a bordered row of what it is and its buttons (closed dates, seasons, promotion codes). */
export const EntryList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.6rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  p {
    margin: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
