import { Button, EntryList, formatUsd, StateMessage, type Promotion } from '@ceylon/shared';
import type { PromotionText } from './promotion-texts';

/** `10% off` or `$15.00 off`. */
export const discountOf = (promotion: Promotion, text: PromotionText) =>
  promotion.kind === 'percent'
    ? text('promotions.percentOff', { value: promotion.value })
    : text('promotions.amountOff', { amount: formatUsd(promotion.value) });

/** `At least 3 nights · 100 uses in all · 1 per guest`, or `No limits`. */
function limitsOf(promotion: Promotion, text: PromotionText): string {
  const limits = [
    promotion.minNights !== null && text('promotions.minNights', { count: promotion.minNights }),
    promotion.maxUses !== null && text('promotions.maxUses', { count: promotion.maxUses }),
    promotion.maxUsesPerGuest !== null && text('promotions.maxUsesPerGuest', { count: promotion.maxUsesPerGuest }),
  ].filter(Boolean);
  return limits.length > 0 ? limits.join(' · ') : text('promotions.noLimits');
}

interface Props {
  text: PromotionText;
  promotions: Promotion[];
  onEdit: (promotion: Promotion) => void;
  onRemove: (promotion: Promotion) => void;
  onMakeInactive: (promotion: Promotion) => void;
}

/**
 * The codes with their discount, dates, limits, uses and state, each with Edit and, as the API
 * allows, Remove (never used) or Make inactive (used and still active: a used code is kept).
 */
export function PromotionList({ text, promotions, onEdit, onRemove, onMakeInactive }: Props) {
  if (promotions.length === 0) return <StateMessage>{text('promotions.none')}</StateMessage>;
  return (
    <EntryList aria-label={text('promotions.listLabel')}>
      {promotions.map((promotion) => {
        const { code } = promotion;
        const dates = { from: promotion.validFrom, until: promotion.validUntil };
        return (
          <li key={promotion.id}>
            <p>
              <strong>{code}</strong> · {discountOf(promotion, text)} ·{' '}
              {text(promotion.active ? 'promotions.active' : 'promotions.inactive')}
              <small>{text(promotion.appliesTo === 'stay' ? 'promotions.staysFrom' : 'promotions.bookingsFrom', dates)}</small>
              <small>{limitsOf(promotion, text)}</small>
              <small>{promotion.uses === 0 ? text('promotions.unused') : text('promotions.uses', { count: promotion.uses })}</small>
            </p>
            <span>
              <Button type="button" $tone="outline" onClick={() => onEdit(promotion)} aria-label={text('promotions.editNamed', { code })}>
                {text('promotions.edit')}
              </Button>{' '}
              {promotion.uses === 0 ? (
                <Button
                  type="button"
                  $tone="danger"
                  onClick={() => onRemove(promotion)}
                  aria-label={text('promotions.removeNamed', { code })}
                >
                  {text('promotions.remove')}
                </Button>
              ) : (
                promotion.active && (
                  <Button
                    type="button"
                    $tone="outline"
                    onClick={() => onMakeInactive(promotion)}
                    aria-label={text('promotions.makeInactiveNamed', { code })}
                  >
                    {text('promotions.makeInactive')}
                  </Button>
                )
              )}
            </span>
          </li>
        );
      })}
    </EntryList>
  );
}
