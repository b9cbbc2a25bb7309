import styled from 'styled-components';
import { usePublicText } from '../../../texts';
import type { InfoContent } from '../content/info-pages';

const Article = styled.article`
  max-width: 72ch;
  h2 {
    margin: 2rem 0 0.6rem;
    font-size: 1.4rem;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.05rem;
  }
  ul {
    padding-left: 1.2rem;
  }
`;

export function InfoArticle({ content }: { content: InfoContent }) {
  const text = usePublicText();
  return (
    <Article>
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{text(section.heading)}</h2>
          {section.paragraphs.length > 1 ? (
            <ul>
              {section.paragraphs.map((paragraph) => (
                <li key={paragraph}>{text(paragraph)}</li>
              ))}
            </ul>
          ) : (
            section.paragraphs.map((paragraph) => <p key={paragraph}>{text(paragraph)}</p>)
          )}
        </section>
      ))}
    </Article>
  );
}
