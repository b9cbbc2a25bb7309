import { appTexts } from '@ceylon/shared';
import english from './locales/en.json?page=home';
import { otherLanguages } from './texts';

/**
 * The home page's texts: `/` is the page most visits start on, so it carries only the English it
 * draws (the groups `locales/page-texts.json` lists for it), not every public page's. Its Sinhala
 * and Tamil are the area's chunks, as for every page. Of @ceylon/shared's English it draws only
 * what comes with the shell's first script (the hotel cards, the date boxes: decision 0038).
 */
export const homeTexts = appTexts(english, otherLanguages, { sharedEnglish: 'first' });
