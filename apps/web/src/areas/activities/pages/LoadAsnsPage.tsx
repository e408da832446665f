import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useCanEditAccounts } from "../../accounts/family";
import { AsnItemsTable } from "../components/AsnItemsTable";
import { LoadFrame } from "../components/LoadFrame";

export default function LoadAsnsPage() {
  const staff = useCanEditAccounts();
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
            {staff && load.type === "inbound" ? (
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
