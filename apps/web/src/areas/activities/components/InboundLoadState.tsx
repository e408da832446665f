import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { isSlug } from "../inbound-api";

/**
 * Loading and not-found states of a screen that shows one load (addressed by slug, so the shared
 * id-based state does not fit); other failures go to the boundary.
 */
export function InboundLoadState({ error, slug }: { error: unknown; slug: string }) {
  if (!isSlug(slug) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>Load not found</Title>
        <Text>There is no load {slug}, or it is not one you can see.</Text>
        <Anchor component={Link} to="/inbound">
          Back to inbound loads
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}
