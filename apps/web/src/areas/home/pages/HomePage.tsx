import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { listRecentInboundRequests } from "@ops/domain";
import { Link } from "react-router";
import { navFor } from "../../../app/routes";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { HomeFigures } from "../components/HomeFigures";
import { RecentInboundRequestsCard } from "../components/RecentInboundRequestsCard";

/**
 * Dashboard home: who is signed in and where, the figures and chart that matter most to their
 * audience, then the areas they can open.
 */
export default function HomePage() {
  const { data: site } = useSite();
  const can = useCan();
  if (!site) return null;
  const { user } = site;
  const warehouse = site.warehouses.find((w) => w.id === user.warehouseId);
  const areas = navFor(user)
    .flatMap((s) => s.entries.map((e) => ({ ...e, section: s.section })))
    .filter((e) => e.path !== "/");
  return (
    <Stack>
      <div>
        <Title order={1}>Welcome, {user.firstName}</Title>
        <Text c="dimmed" data-testid="home-user">
          {user.name}
          {warehouse ? ` · ${warehouse.name} (${warehouse.shortName})` : " · No home warehouse"}
        </Text>
      </div>
      <HomeFigures />
      {user.audience === "client" && can(listRecentInboundRequests) ? <RecentInboundRequestsCard /> : null}
      <Title order={2} size="h4">
        Your areas
      </Title>
      {areas.length === 0 ? (
        <Text data-testid="home-areas-empty">
          Nothing else is open to your account yet. Screens appear here as they become available to you.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="home-areas">
          {areas.map((area) => (
            <Card key={area.path} component={Link} to={area.path} withBorder padding="lg">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {area.section}
              </Text>
              <Text fw={600}>{area.label}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
