import { BadgeCheck, Banknote, Clock, Undo2 } from 'lucide-react';
import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { Card, CardGrid } from '../../../components/layout';
import { Scenery } from '../../../components/scenery';

const Story = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2.5rem;
  align-items: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.05rem;
  }
  svg {
    border-radius: ${({ theme }) => theme.radius.large};
  }
  ${below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

export function CompanyStory() {
  return (
    <Story>
      <div>
        <p>
          Ceylon Stays began in 2015 as a small desk in Colombo helping friends find honest, well-run hotels. Today we help travellers
          discover places to stay across Sri Lanka — from boutique hotels to luxury villas and private islands.
        </p>
        <p>We visit the hotels we list, plan the journeys between them, and help hotel owners reach the guests who will love them.</p>
      </div>
      <Scenery scene="tea" label="Illustration of tea estates in the hill country" width={560} height={364} />
    </Story>
  );
}

const BELIEFS = [
  { title: 'Honest stays', text: 'What you see is what you get: real photos, real prices, no hidden fees.' },
  { title: 'Local first', text: 'We work with Sri Lankan owners and guides, so your trip supports the island.' },
  { title: 'Care at every step', text: 'From booking to check-out, a real person is a message away.' },
];

const Panel = styled(Card)`
  border-top: 5px solid ${({ theme }) => theme.colors.brand};
`;

export function Beliefs() {
  return (
    <CardGrid $min="240px">
      {BELIEFS.map((belief) => (
        <li key={belief.title}>
          <Panel>
            <h3>{belief.title}</h3>
            <p>{belief.text}</p>
          </Panel>
        </li>
      ))}
    </CardGrid>
  );
}

const DEPARTMENTS = [
  {
    title: 'Hotel Partnerships',
    text: 'Finds, inspects and supports the 500+ hotels on the site, and runs our partner loyalty programme.',
  },
  { title: 'Guest Experience', text: 'Plans tours, transfers and day outings, and answers guests every day of the year.' },
];

export function Departments() {
  return (
    <CardGrid $min="300px">
      {DEPARTMENTS.map((department) => (
        <li key={department.title}>
          <Card>
            <h3>{department.title}</h3>
            <p>{department.text}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

const VALUES = [
  { title: 'Integrity', text: 'We recommend only what we would book for our own families.' },
  { title: 'Hospitality', text: 'Ayubowan — every guest is welcomed as the island welcomes them.' },
  { title: 'Sustainability', text: 'We favour hotels that protect the reefs, forests and villages around them.' },
];

export function CoreValues() {
  return (
    <CardGrid $min="240px">
      {VALUES.map((value) => (
        <li key={value.title}>
          <Card>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

const BENEFITS = [
  { Icon: BadgeCheck, title: 'Verified hotels' },
  { Icon: Banknote, title: 'Pay at the property' },
  { Icon: Undo2, title: 'Free cancellation up to 24 hours' },
  { Icon: Clock, title: 'Help every day' },
];

const Benefit = styled.li`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 1.25rem;
  text-align: center;
  font-weight: 600;
  span {
    display: grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export function Benefits() {
  return (
    <CardGrid $min="200px">
      {BENEFITS.map((benefit) => (
        <Benefit key={benefit.title}>
          <span>
            <benefit.Icon aria-hidden="true" size={28} strokeWidth={1.75} />
          </span>
          {benefit.title}
        </Benefit>
      ))}
    </CardGrid>
  );
}
