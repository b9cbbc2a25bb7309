import styled from 'styled-components';
import { below } from '@ceylon/shared';
import { usePublicText, type PublicText } from '../../../texts';

const SERVICES: { title: PublicText; text: PublicText }[] = [
  { title: 'public.service.consultation', text: 'public.services.consultation' },
  { title: 'public.service.booking', text: 'public.services.booking' },
  { title: 'public.service.dayOuting', text: 'public.services.dayOuting' },
  { title: 'public.service.marketing', text: 'public.services.marketing' },
  { title: 'public.service.transport', text: 'public.services.transport' },
];

const List = styled.ol`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 5rem 1fr;
  gap: 1.5rem;
  align-items: start;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  span {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 2.6rem;
    font-weight: 700;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accentText};
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${below('phone')} {
    grid-template-columns: 1fr;
    gap: 0.5rem;
  }
`;

/** Services 01 to 05. */
export function ServiceList() {
  const text = usePublicText();
  return (
    <List>
      {SERVICES.map((service, index) => (
        <Item key={service.title}>
          <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
          <div>
            <h3>
              <span className="visually-hidden">{`${String(index + 1).padStart(2, '0')} `}</span>
              {text(service.title)}
            </h3>
            <p>{text(service.text)}</p>
          </div>
        </Item>
      ))}
    </List>
  );
}
