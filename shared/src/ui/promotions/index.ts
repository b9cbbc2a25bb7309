// '@ceylon/shared/promotions': the promotion-code list and form (issue 30), an entry of its own so
// that only the owner's calendar page and the admin's promotion-codes page bundle them.
export { PromotionsSection, type PromotionsSectionProps } from './promotions-section';
// The English texts as a function are '@ceylon/shared/promotions/english' (english.ts).
export { englishPromotionTexts, type PromotionText, type PromotionTextId } from './promotion-texts';
