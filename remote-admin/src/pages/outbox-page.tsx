import { useState } from 'react';
import styled from 'styled-components';
import { Button, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { OutboxPreview } from '../features/outbox/components/outbox-preview';
import { OutboxTable } from '../features/outbox/components/outbox-table';
import { useOutbox } from '../features/outbox/hooks/use-outbox';

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
  const outbox = useOutbox();
  const [previewing, setPreviewing] = useState<number>();
  const messages = outbox.page?.messages ?? [];

  return (
    <PageBody>
      <Header>
        <div>
          <h1>Mail Outbox</h1>
          <Lead>Every e-mail is queued here first and sent by the outbox worker, with retries when the mail server is away.</Lead>
        </div>
        <Button type="button" $tone="ghost" onClick={outbox.refresh} disabled={outbox.loading} aria-busy={outbox.loading}>
          {outbox.loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </Header>
      {outbox.problem && <StateMessage role="alert">{outbox.problem}</StateMessage>}
      {!outbox.page && outbox.loading ? (
        <StateMessage role="status">Loading the outbox…</StateMessage>
      ) : messages.length === 0 && !outbox.problem ? (
        <StateMessage>No e-mail has been queued yet.</StateMessage>
      ) : (
        messages.length > 0 && <OutboxTable messages={messages} onPreview={setPreviewing} />
      )}
      <Paging aria-label="Outbox pages">
        <Button type="button" $tone="ghost" onClick={outbox.newer} disabled={!outbox.newer}>
          Newer
        </Button>
        <span aria-live="polite">Page {outbox.pageNumber}</span>
        <Button type="button" $tone="ghost" onClick={outbox.older} disabled={!outbox.older}>
          Older
        </Button>
      </Paging>
      {previewing !== undefined && <OutboxPreview id={previewing} onClose={() => setPreviewing(undefined)} />}
    </PageBody>
  );
}
