import { Anchor, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { PricingType } from "@ops/domain";
import { Link, useParams } from "react-router";
import { useSite } from "../../../app/session";
import { ApiError } from "../../../shared/api";
import { useFamilyPrefix } from "../../accounts/family";
import { InboundStatusBadge } from "../../activities/components/InboundStatusBadge";
import { useLoad, validSlug } from "../../activities/loads-api";
import { PricingScreen } from "./PricingScreen";

/**
 * `loads/:slug/pricing/<type>`: what a load's assets are priced at, read-only, for clients (their
 * own loads through the client family) and operators, who price on the inbound screens.
 */
export function PricingLoadTab({ type }: { type: PricingType }) {
  const slug = useParams().slug?.toLowerCase();
  const family = useFamilyPrefix();
  const operator = useSite().data?.user.audience === "operator";
  const load = useLoad(family, slug);

  if (!load.data) {
    if (!validSlug(slug) || (load.error instanceof ApiError && load.error.status === 404)) {
      return (
        <Stack>
          <Title order={1}>Load not found</Title>
          <Text>There is no load {slug ? <strong>{slug}</strong> : null} that you can see.</Text>
          <Anchor component={Link} to="/loads">
            Back to loads
          </Anchor>
        </Stack>
      );
    }
    if (load.error) throw load.error;
    return <Loader aria-label="Loading" />;
  }
  const l = load.data;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/loads/${l.slug}`} size="sm">
          ← Load {l.slug}
        </Anchor>
        <Group justify="space-between" align="flex-end" mt={4} gap="sm">
          <Group gap="sm" wrap="wrap">
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {l.slug}
            </Title>
            <InboundStatusBadge status={l.status} size="lg" />
          </Group>
          {operator && l.type === "inbound" ? (
            <Button component={Link} to={`/inbound/${l.slug}/pricing/${type}`} size="xs" variant="default">
              Price this load
            </Button>
          ) : null}
        </Group>
        <Text c="dimmed">
          {[l.accountName, l.warehouseShortName, l.clientRef].filter(Boolean).join(" · ")}
        </Text>
      </div>
      {l.type === "inbound" ? (
        <PricingScreen
          slug={l.slug}
          type={type}
          family={family}
          basePath={`/loads/${l.slug}/pricing`}
          canPrice={false}
        />
      ) : (
        <Text>Only inbound loads are priced.</Text>
      )}
    </Stack>
  );
}
