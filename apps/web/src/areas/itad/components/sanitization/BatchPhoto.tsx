import { Anchor, Button, Card, FileInput, Group, Image, Stack, Text, Title } from "@mantine/core";
import { type DestructionBatchDetail, uploadDestructionBatchPhoto } from "@ops/domain";
import { useState } from "react";
import { useCan } from "../../../../shared/permissions";
import { showSnackbar } from "../../../../shared/snackbar";
import { useFailure } from "../../../../shared/use-failure";
import { batchPhotoUrl, useUploadBatchPhoto } from "../../sanitization-api";

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic";

/**
 * The batch's photo (the shredder's output, the witness's sheet): shown, downloadable, and for
 * those who may record sanitization uploaded or replaced.
 */
export function BatchPhoto({ batch }: { batch: DestructionBatchDetail }) {
  const can = useCan();
  const upload = useUploadBatchPhoto(batch.id);
  const fail = useFailure("BatchPhoto");
  const [file, setFile] = useState<File | null>(null);
  // Changes after each upload so the browser fetches the new photo instead of its cached one.
  const [version, setVersion] = useState(() => String(Date.now()));
  const url = batchPhotoUrl(batch.id, version);

  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      setVersion(String(Date.now()));
      showSnackbar(batch.hasPhoto ? "The photo was replaced" : "The photo was uploaded", "success");
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Photo
        </Title>
        {batch.hasPhoto ? (
          <Stack gap="xs">
            <Image src={url} alt={`Photo of batch ${batch.number}`} mah={360} fit="contain" radius="sm" />
            <Anchor href={url} download={`${batch.number}-photo`} size="sm">
              Download photo
            </Anchor>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No photo yet.
          </Text>
        )}
        {can(uploadDestructionBatchPhoto) ? (
          <Group align="flex-end" gap="xs">
            <FileInput
              label={batch.hasPhoto ? "Replace the photo" : "Photo"}
              placeholder="Choose an image"
              accept={ACCEPT}
              clearable
              value={file}
              onChange={setFile}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button onClick={send} disabled={!file} loading={upload.isPending}>
              Upload photo
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
