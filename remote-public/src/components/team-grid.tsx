import styled from 'styled-components';
import { Card, CardGrid } from './layout';

const TEAM = [
  {
    name: 'Dilani Fernando',
    role: 'Founder & CEO',
    colour: '#0b6e4f',
    bio: 'Twenty years in Sri Lankan hospitality, from Galle boutique hotels to Colombo’s grand dames.',
  },
  {
    name: 'Ruwan Jayasinghe',
    role: 'Head of Hotel Partnerships',
    colour: '#0e3b4f',
    bio: 'Visits every partner hotel before it is listed, and again every year after.',
  },
  {
    name: 'Amara Wickramasinghe',
    role: 'Head of Guest Experience',
    colour: '#b7791f',
    bio: 'Leads the team that plans tours, transfers and day outings around each stay.',
  },
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
            <strong>{member.role}</strong>
            <p>{member.bio}</p>
          </Member>
        </li>
      ))}
    </CardGrid>
  );
}
