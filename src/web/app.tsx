import { useRoutes } from 'react-router';
import { AppErrorBoundary } from './components/error-screen';
import { routes } from './routes';

/** The whole app inside a router: `<BrowserRouter>` in the browser, `<StaticRouter>` on the server. */
export function App() {
  return (
    <AppErrorBoundary>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}
