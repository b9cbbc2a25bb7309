import { useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { createTranslator, type Catalog, type I18n } from '../i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../queries/query-client';
import { NoticeProvider } from '../ui/notices/notice-provider';
import { theme } from '../ui/theme';

const englishCatalogs: Catalog[] = [];

/** Adds an app's English catalog to the translator SiteProviders gives by default (jest.setup-dom.ts adds every app's). */
export function addTestCatalog(catalog: Catalog) {
  englishCatalogs.push(catalog);
}

/**
 * The providers the shell puts around every page: the translator (English with every app's texts,
 * unless one is given), the theme, the notices and the API cache (a fresh one per render).
 */
export function SiteProviders({ children, i18n }: { children: ReactNode; i18n?: I18n }) {
  const [queryClient] = useState(createQueryClient);
  const [translator] = useState(() => i18n ?? createTranslator('en', englishCatalogs));
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
