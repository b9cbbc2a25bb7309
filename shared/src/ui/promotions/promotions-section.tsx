import { useState } from 'react';
import type { Promotion } from '@ceylon/shared';
import { PromotionForm } from './promotion-form';
import { PromotionList } from './promotion-list';
import type { PromotionText } from './promotion-texts';
import { usePromotions } from './use-promotions';

export interface PromotionsSectionProps {
  /** The codes' collection under /api: `/promotions` (site-wide) or `/hotels/{id}/promotions`. */
  path: string;
  text: PromotionText;
  /** The level of the form's heading, under the section's own. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Promotion codes: the list, then the form that adds one or changes the one being edited. */
export function PromotionsSection({ path, text, headingLevel: Heading = 'h4' }: PromotionsSectionProps) {
  const promotions = usePromotions(path, text);
  const [editing, setEditing] = useState<Promotion | undefined>(undefined);

  return (
    <>
      <PromotionList
        text={text}
        promotions={promotions.promotions}
        onEdit={setEditing}
        onRemove={(promotion) => {
          setEditing(undefined);
          void promotions.remove(promotion);
        }}
        onMakeInactive={(promotion) => {
          setEditing(undefined);
          void promotions.makeInactive(promotion);
        }}
      />
      <Heading>{editing ? text('promotions.changeHeading', { code: editing.code }) : text('promotions.addHeading')}</Heading>
      <PromotionForm
        key={editing?.id ?? 'new'}
        text={text}
        editing={editing}
        onSave={promotions.save}
        saving={promotions.saving}
        onCancelEdit={() => setEditing(undefined)}
      />
    </>
  );
}
