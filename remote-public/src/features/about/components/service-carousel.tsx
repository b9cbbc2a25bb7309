import { BusFront, ConciergeBell, Hotel, MapPinned, Megaphone, TreePalm } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { below, Button } from '@ceylon/shared';
import { usePublicText, type PublicText } from '../../../texts';

/** Cards in view at once (docs/product.md §9); the index runs from 0 to cards − 4. */
export const CARDS_IN_VIEW = 4;

const SERVICES: { Icon: typeof Hotel; title: PublicText; text: PublicText }[] = [
  { Icon: Hotel, title: 'public.service.consultation', text: 'public.carousel.consultation' },
  { Icon: ConciergeBell, title: 'public.service.booking', text: 'public.carousel.booking' },
  { Icon: TreePalm, title: 'public.service.dayOuting', text: 'public.carousel.dayOuting' },
  { Icon: Megaphone, title: 'public.service.marketing', text: 'public.carousel.marketing' },
  { Icon: BusFront, title: 'public.service.transport', text: 'public.carousel.transport' },
  { Icon: MapPinned, title: 'public.service.tours', text: 'public.carousel.tours' },
];

const Track = styled.ul`
  display: grid;
  grid-template-columns: repeat(${CARDS_IN_VIEW}, minmax(0, 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('phone')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ServiceCard = styled.article`
  height: 100%;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  svg {
    display: block;
    color: ${({ theme }) => theme.colors.brand};
  }
  h3 {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

/** What we do: six services, four at a time, with previous and next that stop at the ends. */
export function ServiceCarousel() {
  const text = usePublicText();
  const [index, setIndex] = useState(0);
  const last = SERVICES.length - CARDS_IN_VIEW;
  const shown = SERVICES.slice(index, index + CARDS_IN_VIEW);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // A button that disables itself would drop focus to the page: hand it to the other one.
  const show = (to: number) => {
    setIndex(to);
    if (to === last) previousRef.current?.focus();
    if (to === 0) nextRef.current?.focus();
  };

  return (
    <div role="group" aria-roledescription={text('public.carousel.roleDescription')} aria-label={text('public.about.servicesEyebrow')}>
      <Controls>
        <Button
          ref={previousRef}
          type="button"
          $tone="ghost"
          aria-label={text('public.carousel.previous')}
          disabled={index === 0}
          onClick={() => show(index - 1)}
        >
          ←
        </Button>
        <Button
          ref={nextRef}
          type="button"
          $tone="ghost"
          aria-label={text('public.carousel.next')}
          disabled={index === last}
          onClick={() => show(index + 1)}
        >
          →
        </Button>
      </Controls>
      <p className="visually-hidden" aria-live="polite">
        {text('public.carousel.showing', { from: index + 1, to: index + shown.length, count: SERVICES.length })}
      </p>
      <Track>
        {shown.map((service) => (
          <li key={service.title}>
            <ServiceCard>
              <service.Icon aria-hidden="true" size={32} strokeWidth={1.75} />
              <h3>{text(service.title)}</h3>
              <p>{text(service.text)}</p>
            </ServiceCard>
          </li>
        ))}
      </Track>
    </div>
  );
}
