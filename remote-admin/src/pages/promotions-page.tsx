import { useCallback } from 'react';
import { Lead, PageBody, Panel } from '@ceylon/shared';
import { PromotionsSection, type PromotionText } from '@ceylon/shared/promotions';
import { useAdminText } from '../texts';

export { texts } from '../texts';

/**
 * /admin/promotions: the site-wide promotion codes, with the list and form the owner's
 * calendar page has for a hotel's own, their texts this area's `admin.promotions.*`.
 */
export default function PromotionsPage() {
  const text = useAdminText();
  // Each of the section's ids is an admin text under `admin.`: one missing from en.json does not compile.
  const promotionText = useCallback<PromotionText>((id, values) => text(`admin.${id}`, values), [text]);

  return (
    <PageBody>
      <h1>{text('admin.promotions.title')}</h1>
      <Lead>{text('admin.promotions.lead')}</Lead>
      <Panel aria-label={text('admin.promotions.title')}>
        <PromotionsSection path="/promotions" text={promotionText} headingLevel="h2" />
      </Panel>
    </PageBody>
  );
}
