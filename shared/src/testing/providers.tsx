import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../queries/query-client';
import { NoticeProvider } from '../ui/notices/notice-provider';
import { theme } from '../ui/theme';

/** The providers the shell puts around every page: the theme, the notices and the API cache (a fresh one per render). */
export function SiteProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <NoticeProvider>{children}</NoticeProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
