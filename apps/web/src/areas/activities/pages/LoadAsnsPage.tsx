import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { importLoadAsn } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useCanEditAccounts } from "../../accounts/family";
import { AsnItemsTable } from "../components/AsnItemsTable";
import { LoadFrame } from "../components/LoadFrame";

export default function LoadAsnsPage() {
  const staff = useCanEditAccounts();
  const can = useCan();
  return (
    <LoadFrame>
      {(load) => (
        <Stack gap="xs">
          <Group justify="space-between">
            <div>
              <Title order={2} size="h4">
                ASN items
              </Title>
              <Text size="sm" c="dimmed">
                What the advance shipping notice says is on this load.
              </Text>
            </div>
            {staff && load.type === "inbound" && can(importLoadAsn) ? (
              <Button component={Link} to={`/inbound/${load.slug}/asns`} size="xs" variant="light">
                Import ASN
              </Button>
            ) : null}
          </Group>
          <AsnItemsTable slug={load.slug} />
        </Stack>
      )}
    </LoadFrame>
  );
}
