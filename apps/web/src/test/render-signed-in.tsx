import { MantineProvider } from "@mantine/core";
import { type Audience, PERMISSION_IDS } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteKey, { user: { audience, permissions } } as never);
  setCallerFamily(audience);
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
