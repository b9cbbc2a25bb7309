import { Link, useLocation } from 'react-router-dom';
import { Container, Lead, Section } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { InfoArticle } from '../features/info/components/info-article';
import { SitemapLinks } from '../features/info/components/sitemap-links';
import { INFO_PAGES } from '../features/info/content/info-pages';

export { texts } from '../texts';

/** One module for every footer page: the content follows the path (routes match case-insensitively). */
export default function InfoPage() {
  const path = useLocation().pathname.replace(/\/+$/, '').toLowerCase();

  if (path === '/sitemap') {
    return (
      <>
        <PageHero title="Sitemap">Every page of Ceylon Stays.</PageHero>
        <Section>
          <Container>
            <SitemapLinks />
          </Container>
        </Section>
      </>
    );
  }

  const content = INFO_PAGES[path];
  if (!content) {
    return (
      <>
        <PageHero title="Page not found" />
        <Section>
          <Container>
            <Lead>
              We could not find that page. Try the <Link to="/sitemap">sitemap</Link> or go back <Link to="/">home</Link>.
            </Lead>
          </Container>
        </Section>
      </>
    );
  }

  return (
    <>
      <PageHero title={content.title}>{content.intro}</PageHero>
      <Section>
        <Container>
          <InfoArticle content={content} />
        </Container>
      </Section>
    </>
  );
}
