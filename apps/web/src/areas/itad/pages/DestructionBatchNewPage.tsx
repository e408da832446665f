import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { DestructionBatchDetail } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { showSnackbar } from "../../../shared/snackbar";
import { serialCount } from "../components/sanitization/batch-serials";
import { DestructionBatchForm } from "../components/sanitization/DestructionBatchForm";
import { destructionBatchPath } from "../components/sanitization/sanitization-labels";
import { useCreateDestructionBatch } from "../sanitization-api";

/** `destruction-batches/new`: record a shred or crush run, scanning the media destroyed in it. */
export default function DestructionBatchNewPage() {
  const navigate = useNavigate();
  const create = useCreateDestructionBatch();
  const onRecorded = (batch: DestructionBatchDetail) => {
    showSnackbar(`Batch ${batch.number} recorded: ${serialCount(batch.count)} destroyed`, "success");
    navigate(destructionBatchPath(batch.id));
  };
  return (
    <Stack>
      <Anchor component={Link} to={destructionBatchPath("")} size="sm">
        ← Destruction batches
      </Anchor>
      <div>
        <Title order={1}>New destruction batch</Title>
        <Text size="sm" c="dimmed">
          Every serial must be a data-bearing drive or device not yet destroyed; the batch is recorded with
          all of them or not at all.
        </Text>
      </div>
      <DestructionBatchForm send={(body) => create.mutateAsync(body)} onRecorded={onRecorded} />
    </Stack>
  );
}
