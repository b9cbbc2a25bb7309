import { BadgeCheck, Banknote, Clock, Undo2 } from 'lucide-react';
import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { Card, CardGrid } from '../../../components/layout';
import { Scenery } from '../../../components/scenery';
import { usePublicText, type PublicText } from '../../../texts';

/** A card's heading and words, as ids of this area's texts. */
interface Titled {
  title: PublicText;
  text: PublicText;
}

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
  const text = usePublicText();
  return (
    <Story>
      <div>
        <p>{text('public.about.story1')}</p>
        <p>{text('public.about.story2')}</p>
      </div>
      <Scenery scene="tea" label={text('public.about.storyPicture')} width={560} height={364} />
    </Story>
  );
}

const BELIEFS: Titled[] = [
  { title: 'public.about.honest', text: 'public.about.honestText' },
  { title: 'public.about.local', text: 'public.about.localText' },
  { title: 'public.about.care', text: 'public.about.careText' },
];

const Panel = styled(Card)`
  border-top: 5px solid ${({ theme }) => theme.colors.brand};
`;

export function Beliefs() {
  const text = usePublicText();
  return (
    <CardGrid $min="240px">
      {BELIEFS.map((belief) => (
        <li key={belief.title}>
          <Panel>
            <h3>{text(belief.title)}</h3>
            <p>{text(belief.text)}</p>
          </Panel>
        </li>
      ))}
    </CardGrid>
  );
}

const DEPARTMENTS: Titled[] = [
  { title: 'public.about.partnerships', text: 'public.about.partnershipsText' },
  { title: 'public.about.guestExperience', text: 'public.about.guestExperienceText' },
];

/** Cards of a heading and a line each. */
function TitledCards({ cards, min }: { cards: Titled[]; min: string }) {
  const text = usePublicText();
  return (
    <CardGrid $min={min}>
      {cards.map((card) => (
        <li key={card.title}>
          <Card>
            <h3>{text(card.title)}</h3>
            <p>{text(card.text)}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

export function Departments() {
  return <TitledCards cards={DEPARTMENTS} min="300px" />;
}

const VALUES: Titled[] = [
  { title: 'public.about.integrity', text: 'public.about.integrityText' },
  { title: 'public.about.hospitality', text: 'public.about.hospitalityText' },
  { title: 'public.about.sustainability', text: 'public.about.sustainabilityText' },
];

export function CoreValues() {
  return <TitledCards cards={VALUES} min="240px" />;
}

const BENEFITS: { Icon: typeof BadgeCheck; title: PublicText }[] = [
  { Icon: BadgeCheck, title: 'public.about.verified' },
  { Icon: Banknote, title: 'public.about.payAtProperty' },
  { Icon: Undo2, title: 'public.about.freeCancellation' },
  { Icon: Clock, title: 'public.about.helpEveryDay' },
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
  const text = usePublicText();
  return (
    <CardGrid $min="200px">
      {BENEFITS.map((benefit) => (
        <Benefit key={benefit.title}>
          <span>
            <benefit.Icon aria-hidden="true" size={28} strokeWidth={1.75} />
          </span>
          {text(benefit.title)}
        </Benefit>
      ))}
    </CardGrid>
  );
}
