import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { NoticeProvider } from '../ui/notices/notice-provider';
import { theme } from '../ui/theme';

/** The providers the shell puts around every page: the theme and the notices. */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <NoticeProvider>{children}</NoticeProvider>
    </ThemeProvider>
  );
}
