import { createTranslator } from './translator';
import { markTexts, showsPseudoTexts } from './pseudo-texts';

it('is on only with its cookie set to 1', () => {
  expect(showsPseudoTexts('language=si; pseudo-texts=1')).toBe(true);
  expect(showsPseudoTexts('pseudo-texts=0')).toBe(false);
  expect(showsPseudoTexts('not-pseudo-texts=1')).toBe(false);
  expect(showsPseudoTexts('')).toBe(false);
});

it('marks every text, with its values, including those of catalogs loaded later', () => {
  const i18n = markTexts(createTranslator('en', [{ greeting: 'Hi! {name}' }]));
  expect(i18n._('greeting', { name: 'Sanduni' })).toBe('⟦Hi! Sanduni⟧');
  i18n.load('en', { later: 'Later' });
  expect(i18n.t('later')).toBe('⟦Later⟧');
});
