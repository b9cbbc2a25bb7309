import { useState } from 'react';
import styled from 'styled-components';
import { Button, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { OutboxPreview } from '../features/outbox/components/outbox-preview';
import { OutboxTable } from '../features/outbox/components/outbox-table';
import { useOutbox } from '../features/outbox/hooks/use-outbox';
import { useAdminText } from '../texts';

export { texts } from '../texts';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** /admin/outbox: every e-mail the site has queued, sent or given up on, with a preview of each. */
export default function OutboxPage() {
  const text = useAdminText();
  const outbox = useOutbox();
  const [previewing, setPreviewing] = useState<number>();
  const messages = outbox.page?.messages ?? [];

  return (
    <PageBody>
      <Header>
        <div>
          <h1>{text('admin.outbox.title')}</h1>
          <Lead>{text('admin.outbox.lead')}</Lead>
        </div>
        <Button type="button" $tone="ghost" onClick={outbox.refresh} disabled={outbox.loading} aria-busy={outbox.loading}>
          {text(outbox.loading ? 'admin.refreshing' : 'admin.refresh')}
        </Button>
      </Header>
      {outbox.problem && <StateMessage role="alert">{outbox.problem}</StateMessage>}
      {!outbox.page && outbox.loading ? (
        <StateMessage role="status">{text('admin.outbox.loading')}</StateMessage>
      ) : messages.length === 0 && !outbox.problem ? (
        <StateMessage>{text('admin.outbox.none')}</StateMessage>
      ) : (
        messages.length > 0 && <OutboxTable messages={messages} onPreview={setPreviewing} />
      )}
      <Paging aria-label={text('admin.outbox.pages')}>
        <Button type="button" $tone="ghost" onClick={outbox.newer} disabled={!outbox.newer}>
          {text('admin.outbox.newer')}
        </Button>
        <span aria-live="polite">{text('admin.outbox.page', { number: outbox.pageNumber })}</span>
        <Button type="button" $tone="ghost" onClick={outbox.older} disabled={!outbox.older}>
          {text('admin.outbox.older')}
        </Button>
      </Paging>
      {previewing !== undefined && <OutboxPreview id={previewing} onClose={() => setPreviewing(undefined)} />}
    </PageBody>
  );
}
