import styled from 'styled-components';
import { Button } from '@ceylon/shared';
import { FormField } from '../../../components/form-field';
import type { AppliedPromotion } from '../hooks/use-promotion-code';
import { useCustomerText } from '../../../texts';

const Row = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: end;
`;

const Outcome = styled.p<{ $tone: 'danger' | 'success' }>`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: 600;
`;

interface Props {
  code: string;
  onEdit: (code: string) => void;
  onApply: () => void;
  applied: AppliedPromotion | null;
  problem: string | null;
  checking: boolean;
  disabled: boolean;
}

/** "Promotion code" with Apply, and what came of it: the code applied, or why it does not apply. */
export function PromotionCodeField({ code, onEdit, onApply, applied, problem, checking, disabled }: Props) {
  const text = useCustomerText();
  return (
    <Row>
      <FormField>
        {text('customer.promotion.label')}
        <input
          value={code}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => onEdit(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code rather than confirming the booking.
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
        />
      </FormField>
      <Button type="button" $tone="ghost" onClick={onApply} disabled={disabled || checking || !code.trim()} aria-busy={checking}>
        {text(checking ? 'customer.promotion.checking' : 'customer.promotion.apply')}
      </Button>
      {applied && (
        <Outcome role="status" $tone="success">
          {text('customer.promotion.applied', { code: applied.code })}
        </Outcome>
      )}
      {problem && (
        <Outcome role="alert" $tone="danger">
          {problem}
        </Outcome>
      )}
    </Row>
  );
}
