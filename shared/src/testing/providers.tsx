import { useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { createTranslator, type Catalog, type I18n, type Language } from '../i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../queries/query-client';
import { NoticeProvider } from '../ui/notices/notice-provider';
import { theme } from '../ui/theme';

const testCatalogs: Record<Language, Catalog[]> = { en: [], si: [], ta: [] };

/**
 * Adds an app's catalog in `language` (English unless said) to the translators the test providers
 * give (jest.setup-i18n.ts adds every app's).
 */
export function addTestCatalog(catalog: Catalog, language: Language = 'en') {
  testCatalogs[language].push(catalog);
}

/** A translator in `language` with every app's texts the tests were given in it. */
export function testTranslator(language: Language): I18n {
  return createTranslator(language, testCatalogs[language]);
}

/**
 * The providers the shell puts around every page: the translator (English with every app's texts,
 * unless one is given), the theme, the notices and the API cache (a fresh one per render).
 */
export function SiteProviders({ children, i18n }: { children: ReactNode; i18n?: I18n }) {
  const [queryClient] = useState(createQueryClient);
  const [translator] = useState(() => i18n ?? testTranslator('en'));
  return (
    <I18nProvider i18n={translator}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <NoticeProvider>{children}</NoticeProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
