// '@ceylon/shared/promotions': the promotion-code list and form, an entry of its own so
// that only the owner's calendar page and the admin's promotion-codes page bundle them.
export { PromotionsSection, type PromotionsSectionProps } from './promotions-section';
// Each area passes its own translated texts (`admin.promotions.*`, `owner.promotions.*`) as `text`.
export { englishPromotionTexts, type PromotionText, type PromotionTextId } from './promotion-texts';
