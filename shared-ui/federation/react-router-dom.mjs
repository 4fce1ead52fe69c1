// The routing API of the platform: what the shell and every remote may import from
// 'react-router-dom'. Module Federation shares this module (one instance, so one router
// context) instead of the whole package: React Router 7 also carries data routers, server
// rendering and RSC support we never use, and a shared module cannot be tree-shaken because
// the host cannot know what a later remote will import. Listing the API here makes it
// shakable; build/router-api-guard-plugin.ts fails a build that imports anything else (see
// docs/decisions/021-curated-router-share.md).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
} from 'react-router';
