import { Center, Loader } from "@mantine/core";
import type { RouteObject } from "react-router";

const loading = (
  <Center h="100vh" aria-busy="true">
    <Loader aria-label="Loading" />
  </Center>
);

/**
 * The employee's own request pages (`parcel/request/{referenceId}(/edit)`, a token link, no
 * sign-in), outside the shell. The shell's `parcel/request/new` (an operator's screen) still wins
 * for that path: React Router ranks its static segment above `:referenceId`.
 */
export const parcelPublicRoutes: RouteObject[] = [
  {
    path: "/parcel/request/:referenceId",
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import("./request/RequestPage")).default }),
  },
  {
    path: "/parcel/request/:referenceId/edit",
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import("./request/RequestEditPage")).default }),
  },
];
