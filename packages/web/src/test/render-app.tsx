import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { FakeSocket } from './fake-socket';

/** A query client that fails at once, as tests want. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient,
  socket: FakeSocket,
) {
  const openSocket = () => socket;
  const view = render(
    <AppProvider queryClient={queryClient} openSocket={openSocket}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, socket };
}

/**
 * The whole console at a path: real routes, providers and queries, with `fetch` and the live
 * socket replaced at their boundaries by the caller's stubs.
 */
export function renderApp(path: string, socket = new FakeSocket()) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return renderRouter(router, queryClient, socket);
}

/** One piece of the console with the app's providers, shown at a path of a memory router. */
export function renderWithProviders(ui: ReactNode, path = '/', socket = new FakeSocket()) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return renderRouter(router, queryClient, socket);
}
