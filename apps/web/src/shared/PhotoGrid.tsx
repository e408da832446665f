import { Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Photo } from "@ops/domain";
import type { ReactNode } from "react";
import { ConfirmModal } from "./ConfirmModal";
import { useConfirmedAction } from "./use-confirmed-action";

/**
 * Photos as a grid of thumbnails (a load's, an asset's), with loading, error and empty states;
 * a thumbnail opens the screen's own large view, and `remove` (staff only) deletes one after a
 * confirmation.
 */
export function PhotoGrid({
  photos,
  pending,
  error,
  label,
  textSize,
  empty,
  urlOf,
  caption,
  onOpen,
  remove,
  component,
}: {
  photos: Photo[];
  pending: boolean;
  error: Error | null;
  /** The grid's accessible name. */
  label: string;
  textSize?: "sm";
  empty: ReactNode;
  urlOf: (photo: Photo) => string;
  /** Shown under a photo's file name (e.g. its type). */
  caption?: (photo: Photo) => ReactNode;
  onOpen: (index: number) => void;
  /** Deletes a photo; without it no Delete buttons are shown. */
  remove?: (photo: Photo) => Promise<unknown>;
  /** Names the component in failure reports. */
  component: string;
}) {
  const deleting = useConfirmedAction({
    component,
    run: (photo: Photo) => (remove ? remove(photo) : Promise.resolve()),
    success: (photo: Photo) => `${photo.fileName} was deleted`,
  });
  // The confirmation stays mounted whatever the grid shows, so deleting the last photo closes it
  // the ordinary way.
  let body: ReactNode;
  if (pending) body = <Loader size="sm" aria-label="Loading photos" />;
  else if (error) {
    body = (
      <Text c="red" size={textSize}>
        The photos could not be loaded: {error.message}
      </Text>
    );
  } else if (photos.length === 0) {
    body = (
      <Text c="dimmed" size={textSize}>
        {empty}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" aria-label={label} role="list">
        {photos.map((photo, index) => (
          <Card key={photo.id} withBorder padding={4} role="listitem">
            <UnstyledButton onClick={() => onOpen(index)} aria-label={`Open ${photo.fileName}`}>
              <Image src={urlOf(photo)} alt={photo.fileName} h={120} fit="cover" radius="xs" loading="lazy" />
            </UnstyledButton>
            <Group justify="space-between" gap={4} wrap="nowrap" mt={4}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="xs" truncate title={photo.fileName}>
                  {photo.fileName}
                </Text>
                {caption?.(photo)}
              </Stack>
              {remove ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  onClick={() => deleting.ask(photo)}
                  aria-label={`Delete ${photo.fileName}`}
                >
                  Delete
                </Button>
              ) : null}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <>
      {body}
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete photo"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {deleting.pending?.fileName}? The photo is removed for good.
      </ConfirmModal>
    </>
  );
}
