import { Button, Stack, Text, Title } from "@mantine/core";
import type { Audience } from "@ops/domain";
import { Link } from "react-router";

/** Shown in place of a screen the signed-in audience may not open. */
export function NoAccess({ audience }: { audience: Audience }) {
  return (
    <Stack maw={520} gap="sm" data-testid="no-access">
      <Title order={1}>No access</Title>
      <Text>
        This page is not available to{" "}
        {audience === "client" ? "client" : audience === "vendor" ? "vendor" : "your"} accounts. If you need
        it, ask your account manager.
      </Text>
      <Button component={Link} to="/" w="fit-content">
        Go to home
      </Button>
    </Stack>
  );
}
