import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useCarrier } from "../api";
import { CarrierLoadsList } from "../components/CarrierLoadsList";
import { CARRIERS_BACK } from "../components/carriers-back";

/** `carriers/:carrierId/loads`: the loads a carrier hauls, in and out. */
export default function CarrierLoadsPage() {
  const id = useIdParam("carrierId");
  const carrier = useCarrier(id);
  if (!carrier.data)
    return <RecordLoadState id={id} error={carrier.error} noun="carrier" back={CARRIERS_BACK} />;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/carriers/${id}`} size="sm">
          ← {carrier.data.name}
        </Anchor>
        <Title order={1} mt={4}>
          Loads of {carrier.data.name}
        </Title>
        <Text c="dimmed" size="sm">
          Inbound and outbound loads this carrier hauls. Click a row to open the load.
        </Text>
      </div>
      <CarrierLoadsList carrierId={id} />
    </Stack>
  );
}
