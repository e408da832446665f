import { MantineProvider } from "@mantine/core";
import { type Audience, PERMISSION_IDS } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { setCallerFamily } from "../shared/endpoints";
import { siteKey } from "../shared/session";
import { theme } from "../shared/theme";

/**
 * Renders a screen part as a user of `audience` sees it: the site state says who signed in and
 * what their roles allow (every permission unless told), and typed calls go to that family.
 * Reset with `setCallerFamily(null)`.
 */
export function renderSignedIn(
  ui: ReactElement,
  audience: Audience = "operator",
  permissions: readonly string[] = PERMISSION_IDS,
) {
  const client = signedInClient(audience, permissions);
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/** A screen's routes opened at `path` as a user of `audience` (every permission): the router too. */
export function renderRoutesSignedIn(routes: RouteObject[], path: string, audience: Audience = "operator") {
  const client = signedInClient(audience, PERMISSION_IDS);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { client, router };
}

function signedInClient(audience: Audience, permissions: readonly string[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, { user: { audience, permissions, entitlements: [] } } as never);
  setCallerFamily(audience);
  return client;
}
