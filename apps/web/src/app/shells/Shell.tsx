import { AppShell, Burger, Center, Group, Loader, ScrollArea, Text } from "@mantine/core";
import { useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { ApiError } from "../../shared/api";
import { APP_NAME, MOBILE_QUERY } from "../../shared/layout";
import { useSite } from "../../shared/session";
import { dropSignedInMark, hasSignedInMark, signInPath } from "../../shared/signed-in";
import type { RouteHandle } from "../route-types";
import { canOpen, navFor } from "../routes";
import { NavMenu } from "./NavMenu";
import { NoAccess } from "./NoAccess";
import { useHeaderTools } from "./use-header-tools";

const AUDIENCE_LABEL = { operator: "Operations", client: "Client portal", vendor: "Vendor portal" } as const;

/** The main shell at `/` for every audience: menu from route metadata, title, access check. */
export function Shell() {
  const site = useSite();
  const location = useLocation();
  const matches = useMatches();
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  // The desktop menu stays as the user left it; the mobile one covers the screen, so it starts closed.
  const [desktopOpen, setDesktopOpen] = useLocalStorage({ key: "preferences_menu_open", defaultValue: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const HeaderTools = useHeaderTools();

  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const allowed = site.data && handle ? canOpen(handle, site.data.user) : true;
  const title = allowed ? handle?.title : "No access";

  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  // A chosen menu entry closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname]);

  if (site.isPending) {
    return (
      <Center h="100vh" aria-busy="true">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (site.error) {
    if (site.error instanceof ApiError && site.error.status === 401) {
      // With the mark present the server refused a session it had given: it expired or was ended.
      const expired = hasSignedInMark();
      if (expired) dropSignedInMark();
      return <Navigate to={signInPath(`${location.pathname}${location.search}`, expired)} replace />;
    }
    throw site.error;
  }

  const { user, warehouses } = site.data;
  const warehouse = warehouses.find((w) => w.id === user.warehouseId);
  const open = mobile ? mobileOpen : desktopOpen;
  const toggle = () => (mobile ? setMobileOpen(!mobileOpen) : setDesktopOpen(!desktopOpen));

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 701, collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding="md"
      data-layout={mobile ? "mobile" : "desktop"}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={open} onClick={toggle} size="sm" aria-label={open ? "Close menu" : "Open menu"} />
            <Text fw={700} c="teal.8">
              {APP_NAME}
            </Text>
            {!mobile ? (
              <Text size="sm" c="dimmed">
                {AUDIENCE_LABEL[user.audience]}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {HeaderTools ? (
              <HeaderTools user={user} warehouse={warehouse?.shortName} compact={mobile} />
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main menu">
        <ScrollArea>
          <NavMenu sections={navFor(user)} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {allowed ? <Outlet /> : <NoAccess user={user} permission={handle?.permission} />}
      </AppShell.Main>
    </AppShell>
  );
}
