import styled from 'styled-components';
import { Trans } from '@ceylon/shared';
import { usePublicText } from '../../../texts';

// The office on Galle Road, Colombo 03. Drawn here rather than embedded, so it works offline and
// loads no third-party script.
const OFFICE = { lat: 6.9003, lon: 79.853 };

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  background: ${({ theme }) => theme.colors.surface};
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    padding: 0.9rem 1.1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function OfficeMap() {
  const text = usePublicText();
  const address = text('public.contactDetails.address');
  return (
    <Figure>
      <svg viewBox="0 0 600 380" width="600" height="380" role="img" aria-labelledby="office-map-title" focusable="false">
        <title id="office-map-title">{text('public.contact.map', { address })}</title>
        <rect width="600" height="380" fill="#eef2ea" />
        <path fill="#9fd3e6" d="M0 0h120c-10 80 10 160-6 240-10 60 0 100 6 140H0z" />
        <text x="30" y="200" fill="#2b6f8a" fontSize="16" fontStyle="italic">
          {text('public.contact.mapOcean')}
        </text>
        <g fill="#dfe8d5">
          <rect x="160" y="30" width="120" height="90" rx="6" />
          <rect x="320" y="30" width="240" height="90" rx="6" />
          <rect x="160" y="160" width="120" height="80" rx="6" />
          <rect x="320" y="160" width="110" height="80" rx="6" />
          <rect x="470" y="160" width="90" height="80" rx="6" />
          <rect x="160" y="280" width="400" height="80" rx="6" />
        </g>
        <rect x="380" y="50" width="120" height="50" rx="6" fill="#b9dba7" />
        <text x="392" y="80" fill="#3f6b2f" fontSize="13">
          {text('public.contact.mapPark')}
        </text>
        <g stroke="#ffffff" strokeWidth="14" strokeLinecap="round">
          <path d="M140 0v380" />
          <path d="M300 0v380" />
          <path d="M140 140h460" />
          <path d="M140 260h460" />
          <path d="M450 140v120" />
        </g>
        <path d="M140 0v380" stroke="#f3c969" strokeWidth="10" />
        <text x="150" y="372" fill="#6b5a1f" fontSize="13" transform="rotate(-90 150 372)">
          {text('public.contact.mapGalleRoad')}
        </text>
        <text x="310" y="134" fill="#5b6b76" fontSize="12">
          {text('public.contact.mapDharmapala')}
        </text>
        <text x="310" y="254" fill="#5b6b76" fontSize="12">
          {text('public.contact.mapKollupitiya')}
        </text>
        <g transform="translate(140 200)">
          <circle r="30" fill="rgba(198, 40, 40, 0.18)" />
          <path d="M0 0c-12-16-18-26-18-34a18 18 0 0 1 36 0c0 8-6 18-18 34z" fill="#c62828" />
          <circle cy="-34" r="7" fill="#fff" />
        </g>
        <rect x="176" y="184" width="136" height="30" rx="6" fill="#1d2a33" />
        <text x="186" y="204" fill="#fff" fontSize="14" fontWeight="700">
          Ceylon Stays
        </text>
      </svg>
      <figcaption>
        {address} ·{' '}
        <a
          href={`https://www.openstreetmap.org/?mlat=${OFFICE.lat}&mlon=${OFFICE.lon}#map=17/${OFFICE.lat}/${OFFICE.lon}`}
          rel="noopener noreferrer"
          target="_blank"
        >
          <Trans id="public.contact.openMap" components={{ 0: <span className="visually-hidden" /> }} />
        </a>
      </figcaption>
    </Figure>
  );
}
