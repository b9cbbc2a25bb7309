import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useShellText } from '../i18n/shell-text';

/**
 * Set by the web server on the page of a browser that opened a signed preview link: "<area>
 * <version>". The server decides (it checks the link and keeps it in an HttpOnly cookie); the
 * page only shows it. Read from the page rather than fetched, so nobody else pays a request.
 */
const PREVIEW_META = 'meta[name="ceylon-preview"]';

const readPreviewMeta = () => document.querySelector(PREVIEW_META)?.getAttribute('content') ?? '';
// The meta never changes while the page lives; a server render has none (the badge comes after hydration).
const neverChanges = () => () => {};
const onServer = () => '';

function previewOf(content: string): { area: string; version: string } | null {
  const [area, version, ...rest] = content.trim().split(/\s+/);
  return area && version && rest.length === 0 ? { area, version } : null;
}

/**
 * Tells whoever opened a preview link that this page runs a version nobody else sees, and how to
 * leave it: `/?preview=exit` clears the preview cookie on the server.
 */
export function PreviewBadge() {
  const text = useShellText();
  const preview = previewOf(useSyncExternalStore(neverChanges, readPreviewMeta, onServer));
  if (!preview) return null;
  return (
    <Badge role="status" aria-label={text('preview.label')}>
      <span>{text('preview.running', { area: preview.area, version: preview.version })}</span>
      <ExitLink href="/?preview=exit">{text('preview.exit')}</ExitLink>
    </Badge>
  );
}

const Badge = styled.div`
  position: fixed;
  bottom: 1rem;
  left: 1rem;
  z-index: 400;
  display: flex;
  gap: 0.75rem;
  align-items: center;
  padding: 0.5rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 0.85rem;
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const ExitLink = styled.a`
  color: ${({ theme }) => theme.colors.focusOnDark};
  font-weight: 600;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }
`;
