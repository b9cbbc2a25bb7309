import { addDays, todayInColombo } from '@ceylon/shared/domain';

/** A promotion code's rules as the API takes them: 10% off stays in the next 400 days, no limits, active. */
export function promotionRules(code: string, over: object = {}) {
  const today = todayInColombo();
  return {
    code,
    kind: 'percent',
    value: 10,
    validFrom: today,
    validUntil: addDays(today, 400),
    appliesTo: 'stay',
    minNights: null,
    maxUses: null,
    maxUsesPerGuest: null,
    active: true,
    ...over,
  };
}
