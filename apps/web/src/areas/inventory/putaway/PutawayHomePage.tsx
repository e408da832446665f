import { Stack, Text } from "@mantine/core";
import { Navigate } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { defaultWarehouse, useWarehouses } from "../components/use-warehouse-choice";

/** `putaway` (menu entry for staff who put away): the putaway screen of the user's own warehouse. */
export default function PutawayHomePage() {
  const { warehouses, own } = useWarehouses();
  const warehouse = defaultWarehouse(warehouses, null, own);
  if (!warehouse)
    return (
      <Stack>
        <PageHeader title="Putaway" />
        <Text c="dimmed">No warehouse is set up yet.</Text>
      </Stack>
    );
  return <Navigate replace to={`/inventory/${warehouse.shortName.toLowerCase()}-inventory/putaway`} />;
}
