import { Navigate, type RouteObject } from 'react-router-dom';
import { AreaPage } from '../federation/area-page';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { CreateHotelRedirect } from './create-hotel-redirect';
import { Guarded } from './guarded';
import { pageRoutes, redirectRoutes } from './route-table';

/** The route table turned into react-router routes, all inside the shell's layout. */
export function buildSiteRoutes(): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...pageRoutes.map((route) => ({
          path: route.path,
          element: (
            <Guarded key={route.path} guard={route.guard}>
              <AreaPage route={route} />
            </Guarded>
          ),
        })),
        ...redirectRoutes.map((route) => ({
          path: route.path,
          element: (
            <Guarded guard={route.guard}>
              {route.to === 'create-hotel-for-role' ? <CreateHotelRedirect /> : <Navigate to={route.to} replace />}
            </Guarded>
          ),
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
