import { Center, Loader } from "@mantine/core";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { notificationsPublicRoutes } from "../areas/notifications/public-routes";
import { parcelPublicRoutes } from "../areas/parcels/public-routes";
import { surveysPublicRoutes } from "../areas/surveys/public-routes";
import { tabHandle } from "../shared/record-frame/route-tabs";
import { ErrorPage } from "./errors/ErrorPage";
import { RouteErrorBoundary } from "./errors/RouteErrorBoundary";
import { RedirectPage } from "./RedirectPage";
import type { RouteHandle } from "./route-types";
import { shellRoutes } from "./routes";
import { Shell } from "./shells/Shell";
import { checkVersion } from "./version";

const children: RouteObject[] = shellRoutes.map((route) => ({
  path: route.path || undefined,
  index: route.path === "" ? true : undefined,
  handle: {
    title: route.title,
    audiences: route.audiences,
    entitlement: route.entitlement,
    permission: route.permission,
    ...tabHandle(shellRoutes, route),
  } satisfies RouteHandle,
  lazy: async () => ({ Component: (await route.load()).default }),
}));

/** What shows while the first screen's code loads (React Router's hydrate fallback). */
const loading = (
  <Center h="100vh" aria-busy="true">
    <Loader aria-label="Loading" />
  </Center>
);

export const routes: RouteObject[] = [
  {
    path: "/login",
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import("../areas/auth/pages/LoginPage")).default }),
  },
  {
    // Public: where a certificate's QR code leads; no sign-in, outside the shell.
    path: "/certificates/:number",
    hydrateFallbackElement: loading,
    lazy: async () => ({
      Component: (await import("../areas/itad/pages/CertificateVerifyPage")).default,
    }),
  },
  ...parcelPublicRoutes,
  ...notificationsPublicRoutes,
  ...surveysPublicRoutes,
  { path: "/error", element: <ErrorPage /> },
  { path: "/redirect", element: <RedirectPage /> },
  {
    path: "/",
    element: <Shell />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: loading,
    children,
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  let lastPath = window.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    void checkVersion();
  });
  return router;
}
