import { Center, Loader } from "@mantine/core";
import type { RouteObject } from "react-router";

const loading = (
  <Center h="100vh" aria-busy="true">
    <Loader aria-label="Loading" />
  </Center>
);

/** The notifications area's pages reached by a mail's link without signing in, outside the shell (issue 21). */
export const notificationsPublicRoutes: RouteObject[] = [
  {
    path: "/unsubscribe/:token",
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import("./pages/UnsubscribePage")).default }),
  },
];
