import styled from 'styled-components';
import { usePublicText } from '../texts';
import { Card, CardGrid } from './layout';

// A person's name, initials, role and bio are texts of this area (`public.team.<id>Name`…): the name
// written in the page's script, as a Sri Lankan company's Sinhala or Tamil page writes it.
const TEAM = [
  { id: 'dilani', colour: '#0b6e4f' },
  { id: 'ruwan', colour: '#0e3b4f' },
  { id: 'amara', colour: '#b7791f' },
] as const;

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
        <li key={member.id}>
          <Member>
            <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
              <circle cx="48" cy="48" r="48" fill={member.colour} />
              <text x="48" y="58" textAnchor="middle" fill="#fff" fontSize="30" fontFamily="Georgia, serif">
                {text(`public.team.${member.id}Initials`)}
              </text>
            </svg>
            <h3>{text(`public.team.${member.id}Name`)}</h3>
            <strong>{text(`public.team.${member.id}Role`)}</strong>
            <p>{text(`public.team.${member.id}Bio`)}</p>
          </Member>
        </li>
      ))}
    </CardGrid>
  );
}
