// '@ceylon/shared/promotions/english': the promotion-code screens' texts in English, for the owner
// area, which is not translated yet. An entry of its own: the message compiler it needs (Lingui
// carries none in production, and the builds compile only the areas' catalogs) is bundled by the
// owner's calendar page alone, not by the admin's page, which passes its own translated texts.
import { createTranslator, type I18n } from '@ceylon/shared';
import { compileCatalog } from '@ceylon/shared/compile-catalog';
import { englishPromotionTexts, type PromotionText } from './promotion-texts';

let english: I18n | undefined;

/** The texts in English, with their values put in (`{code}`); compiled the first time one is read. */
export const englishPromotionText: PromotionText = (id, values) => {
  english ??= createTranslator('en', [compileCatalog(englishPromotionTexts, 'promotion-texts.ts') as never]);
  return english._(id, values);
};
