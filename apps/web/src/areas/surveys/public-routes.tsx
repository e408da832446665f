import { Center, Loader } from "@mantine/core";
import type { RouteObject } from "react-router";

const loading = (
  <Center h="100vh" aria-busy="true">
    <Loader aria-label="Loading" />
  </Center>
);

/** The surveys area's pages reached by a mail's link without signing in, outside the shell (issue 21). */
export const surveysPublicRoutes: RouteObject[] = [
  {
    // A survey mail's link: the token is the only key (a wrong one shows a plain page).
    path: "/survey/:token",
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import("./pages/SurveyLinkPage")).default }),
  },
];
