import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './buildRoutes';
import { screens } from './screens';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's browser router over the whole route table. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes(screens));
}
