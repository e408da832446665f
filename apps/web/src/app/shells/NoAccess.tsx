import { Button, Stack, Text, Title } from "@mantine/core";
import { type Audience, hasPermission, PERMISSIONS, type Permission, type SessionUser } from "@ops/domain";
import { Link } from "react-router";

/**
 * Shown in place of a screen the signed-in user may not open: either their audience never
 * reaches it, or their roles lack the permission it needs (then it is named, to pass on).
 */
export function NoAccess({ user, permission }: { user: SessionUser; permission?: Permission }) {
  const missing =
    permission && user.audience !== "vendor" && !hasPermission(user, permission) ? permission : null;
  return (
    <Stack maw={520} gap="sm" data-testid="no-access">
      <Title order={1}>No access</Title>
      {missing ? (
        <Text>
          Your role does not allow this page: it needs the “{missing}” permission (
          {PERMISSIONS[missing].label.toLowerCase()}). If you need it, ask an administrator to add it to your
          role.
        </Text>
      ) : (
        <Text>
          This page is not available to {audienceWords(user.audience)} accounts. If you need it, ask your
          account manager.
        </Text>
      )}
      <Button component={Link} to="/" w="fit-content">
        Go to home
      </Button>
    </Stack>
  );
}

const audienceWords = (audience: Audience) =>
  audience === "client" ? "client" : audience === "vendor" ? "vendor" : "your";
