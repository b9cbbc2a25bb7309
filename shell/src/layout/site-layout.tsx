import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { hasHero } from './hero-paths';
import { PreviewBadge } from './preview-badge';
import { RouteAnnouncer } from './route-announcer';
import { TopBar } from './top-bar';
import { useShellText } from '../i18n/shell-text';

/** The chrome around every page: the root route's element; pages render in the outlet. */
export function SiteLayout() {
  const text = useShellText();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);

  return (
    <Frame>
      <SkipLink
        href="#content"
        onClick={(event) => {
          // Move focus without a hash change, which the router would treat as a navigation.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {text('layout.skipToContent')}
      </SkipLink>
      <TopBar />
      <Main ref={mainRef} id="content" tabIndex={-1} $underBar={!hasHero(pathname)}>
        <Outlet />
      </Main>
      <RouteAnnouncer mainRef={mainRef} />
      <Footer />
      <PreviewBadge />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: fixed;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 300;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** Hero pages start under the transparent bar; every other page starts below it. */
/**
 * At least a screen tall, so the footer starts below the fold: while a page's code loads, main
 * holds a spinner, and a footer in view would jump when the page arrives (layout shift).
 */
const Main = styled.main<{ $underBar: boolean }>`
  flex: 1;
  min-height: 100vh;
  padding-top: ${({ $underBar, theme }) => ($underBar ? theme.layout.topBarHeight : '0')};

  &:focus {
    outline: none;
  }
`;
