// TanStack Query, through @ceylon/shared: the one shared copy of the site, so the shell's
// QueryClientProvider and every area's hooks meet the same React context (an area importing
// @tanstack/react-query itself would bundle a copy of its own, and find no client; lint forbids it).
export {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type DehydratedState,
  type QueryKey,
} from '@tanstack/react-query';
export { createQueryClient } from './query-client';
export { useReadFailure } from './use-read-failure';
export type { PagePrefetch } from './page-prefetch';
