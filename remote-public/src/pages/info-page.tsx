import { Link, useLocation } from 'react-router-dom';
import { Trans } from '@ceylon/shared';
import { Container, Lead, Section } from '../components/layout';
import { PageHero } from '../components/page-hero';
import { InfoArticle } from '../features/info/components/info-article';
import { SitemapLinks } from '../features/info/components/sitemap-links';
import { INFO_PAGES } from '../features/info/content/info-pages';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

/** One module for every footer page: the content follows the path (routes match case-insensitively). */
export default function InfoPage() {
  const text = usePublicText();
  const path = useLocation().pathname.replace(/\/+$/, '').toLowerCase();

  if (path === '/sitemap') {
    return (
      <>
        <PageHero title={text('public.sitemap.title')}>{text('public.sitemap.lead')}</PageHero>
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
        <PageHero title={text('public.notFound.title')} />
        <Section>
          <Container>
            <Lead>
              <Trans id="public.notFound.body" components={{ 0: <Link to="/sitemap" />, 1: <Link to="/" /> }} />
            </Lead>
          </Container>
        </Section>
      </>
    );
  }

  return (
    <>
      <PageHero title={text(content.title)}>{text(content.intro)}</PageHero>
      <Section>
        <Container>
          <InfoArticle content={content} />
        </Container>
      </Section>
    </>
  );
}
