// What the site may use of react-router: the module every build shares as `react-router-dom`
// (shared/build/federation.ts). The one copy that reaches every page holds these exports and what
// they need, not the whole router; a build that imports any other name from 'react-router-dom'
// fails (shared/build/shared-surface.ts), and the release gate refuses an area that needs a name
// the active shell's copy lacks. To use another export, add it here and release the shell first.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's own RouterProvider: the DOM one, which flushes updates with react-dom.
export { RouterProvider } from 'react-router/dom';
