import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { getClientConfigRoute } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter } from "./app/router";
import { APP_VERSION } from "./app/version";
import { ApiError, setUnauthorizedHandler } from "./shared/api";
import { call } from "./shared/endpoints";
import { initReporting, installGlobalHandlers } from "./shared/reporting";
import { dropSignedInMark, hasSignedInMark, signInPath } from "./shared/signed-in";
import { theme } from "./shared/theme";

// The snackbar's container (with its transitions) loads after the first screen: messages shown
// before it mounts wait in the notifications store, which the shell imports eagerly.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

installGlobalHandlers();
void call(getClientConfigRoute, {})
  .then((config) =>
    initReporting({ dsn: config.sentryDsn, environment: config.environment, release: APP_VERSION }),
  )
  .catch(() => {});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
const router = createAppRouter();
setUnauthorizedHandler(() => {
  queryClient.clear();
  const expired = hasSignedInMark();
  if (expired) dropSignedInMark();
  const here = `${window.location.pathname}${window.location.search}`;
  if (!here.startsWith("/login")) void router.navigate(signInPath(here, expired));
});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-center" limit={1} zIndex={1000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
