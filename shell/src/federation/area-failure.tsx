import styled from 'styled-components';
import { Button, type Area } from '@ceylon/shared';
import { useShellText } from '../i18n/shell-text';
import { usePageShown } from '../telemetry/page-shown';
import { AreaLoadError } from './area-load-error';

const Panel = styled.section`
  max-width: 640px;
  margin: 3rem auto;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
  code {
    display: block;
    margin: 1rem 0 1.5rem;
    padding: 0.75rem;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  area: Area;
  error: unknown;
  onRetry: () => void;
}

export function AreaFailure({ area, error, onRetry }: Props) {
  const text = useShellText();
  usePageShown();
  const detail = error instanceof AreaLoadError ? `${error.type}: ${error.url}` : error instanceof Error ? error.message : '';
  return (
    <Panel role="alert" aria-labelledby="area-failure-title">
      <h1 id="area-failure-title">{text('areaFailure.title', { area: text(`area.${area}`) })}</h1>
      <p>{text('areaFailure.body')}</p>
      {detail && <code>{detail}</code>}
      <Button type="button" onClick={onRetry}>
        {text('areaFailure.retry')}
      </Button>
    </Panel>
  );
}
