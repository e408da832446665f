import { Anchor, Badge, Group, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { BatchFacts, BatchSerials } from "../components/sanitization/BatchDetails";
import { BatchPhoto } from "../components/sanitization/BatchPhoto";
import { destructionBatchPath } from "../components/sanitization/sanitization-labels";
import { useDestructionBatch } from "../sanitization-api";

const BACK = { to: destructionBatchPath(""), label: "Back to destruction batches" };

/** `destruction-batches/:id`: a shred or crush run, its photo and the serials destroyed in it. */
export default function DestructionBatchPage() {
  const id = useIdParam();
  const batch = useDestructionBatch(id);
  if (!batch.data)
    return <RecordLoadState id={id} error={batch.error} noun="destruction batch" back={BACK} />;
  const b = batch.data;
  return (
    <Stack>
      <Anchor component={Link} to={BACK.to} size="sm">
        ← Destruction batches
      </Anchor>
      <Group gap="xs">
        <Title order={1}>Destruction batch {b.number}</Title>
        <Badge size="lg" variant="light" color="teal">
          {b.count === 1 ? "1 serial destroyed" : `${b.count.toLocaleString("en-US")} serials destroyed`}
        </Badge>
      </Group>
      <BatchFacts batch={b} />
      <BatchPhoto batch={b} />
      <BatchSerials batch={b} />
    </Stack>
  );
}
