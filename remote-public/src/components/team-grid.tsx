import styled from 'styled-components';
import { usePublicText, type PublicText } from '../texts';
import { Card, CardGrid } from './layout';

// Names are the people's own; their roles and bios are texts of this area.
const TEAM: { name: string; role: PublicText; colour: string; bio: PublicText }[] = [
  { name: 'Dilani Fernando', role: 'public.team.dilaniRole', colour: '#0b6e4f', bio: 'public.team.dilaniBio' },
  { name: 'Ruwan Jayasinghe', role: 'public.team.ruwanRole', colour: '#0e3b4f', bio: 'public.team.ruwanBio' },
  { name: 'Amara Wickramasinghe', role: 'public.team.amaraRole', colour: '#b7791f', bio: 'public.team.amaraBio' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const Member = styled(Card)`
  text-align: center;
  svg {
    display: block;
    margin: 0 auto 1rem;
  }
  strong {
    display: block;
    margin-bottom: 0.5rem;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The three people who run the company, with drawn portraits. */
export function TeamGrid() {
  const text = usePublicText();
  return (
    <CardGrid $min="250px">
      {TEAM.map((member) => (
        <li key={member.name}>
          <Member>
            <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
              <circle cx="48" cy="48" r="48" fill={member.colour} />
              <text x="48" y="58" textAnchor="middle" fill="#fff" fontSize="30" fontFamily="Georgia, serif">
                {initials(member.name)}
              </text>
            </svg>
            <h3>{member.name}</h3>
            <strong>{text(member.role)}</strong>
            <p>{text(member.bio)}</p>
          </Member>
        </li>
      ))}
    </CardGrid>
  );
}
