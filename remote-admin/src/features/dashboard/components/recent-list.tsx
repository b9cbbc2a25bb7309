import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface RecentItem {
  key: string;
  primary: ReactNode;
  secondary: ReactNode;
  /** When it was created, as relative text. */
  when: string;
  extra?: ReactNode;
}

const Section = styled.section`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.15rem 0.75rem;
  padding: 0.7rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  &:first-child {
    border-top: 0;
  }
  strong,
  span {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  time,
  div {
    justify-self: end;
    text-align: right;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One of the dashboard's "newest five" lists; `name` (users, hotels, bookings) makes its heading's id in every language. */
export function RecentList({ name, title, items, emptyText }: { name: string; title: string; items: RecentItem[]; emptyText: string }) {
  const headingId = `recent-${name}`;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <ul>
          {items.map((item) => (
            <Row key={item.key}>
              <strong>{item.primary}</strong>
              <time>{item.when}</time>
              <span>{item.secondary}</span>
              {item.extra && <div>{item.extra}</div>}
            </Row>
          ))}
        </ul>
      )}
    </Section>
  );
}
