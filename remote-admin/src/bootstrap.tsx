import { startStandaloneArea } from '@ceylon/shared';
import { pageFileOf, pageRoutes } from '@ceylon/shell/route-table';

// Running this area alone (npm run dev): the route table's pages of this area under a minimal host page.
startStandaloneArea(
  'admin area',
  pageRoutes.filter((route) => route.area === 'admin'),
  (module) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${pageFileOf(module)}`),
);
