import { startStandaloneArea } from '@ceylon/shared';
import { pageFileOf, pageRoutes } from '@ceylon/shell/route-table';

// Running this area alone (npm run dev): the route table's pages of this area under a minimal host page.
startStandaloneArea(
  'hotel owner area',
  pageRoutes.filter((route) => route.area === 'owner'),
  (module) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${pageFileOf(module)}`),
);
