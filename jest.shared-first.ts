// `@ceylon/shared`'s first English (`shared/src/locales/en.json?page=first`) in tests as the builds
// cut it (decision 0038): a component drawn outside a page's translator says only these in English,
// so a test of a page that carries only them (the public home page) finds any other it draws.
import english from './shared/src/locales/en.json';
import parts from './shared/src/locales/page-texts.json';
import { pageCatalog } from './shared/src/i18n/page-catalog';

export default pageCatalog(english, parts.first, 'shared/src/locales/en.json');
