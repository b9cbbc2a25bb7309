import { appTexts } from '@ceylon/shared';
import english from './locales/en.json';
import { otherLanguages } from './texts';

/** This area's texts in a language, exported by each of its pages for the shell to load with it (docs/languages.md). */
export const texts = appTexts(english, otherLanguages);
