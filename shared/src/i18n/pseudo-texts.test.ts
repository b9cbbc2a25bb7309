import { createTranslator } from './translator';
import { markedAs, markTexts, showsPseudoTexts } from './pseudo-texts';

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

it("marks a text said beside a marked translator (@ceylon/shared's English), and only beside one", () => {
  const marked = markTexts(createTranslator('en', []));
  expect(markedAs(marked, 'Best Seller')).toBe('⟦Best Seller⟧');
  expect(markedAs(createTranslator('en', []), 'Best Seller')).toBe('Best Seller');
  expect(markedAs(undefined, 'Best Seller')).toBe('Best Seller');
});
