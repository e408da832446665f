import { ActionIcon, Group, Image, Modal, Stack, Text } from "@mantine/core";
import { ASSET_PHOTO_TYPES, labelOf, type Photo } from "@ops/domain";
import type { KeyboardEvent } from "react";
import { formatWhen } from "../dates";
import { formatBytes } from "./files";

type Props = {
  photos: Photo[];
  index: number;
  urlOf: (photo: Photo) => string;
  onMove: (index: number) => void;
  onClose: () => void;
};

/** A large view of one photo with its type, who took it and when; the arrow keys move to the neighbours. */
export function PhotoPreview({ photos, index, urlOf, onMove, onClose }: Props) {
  const photo = photos[index];
  if (!photo) return null;
  const previous = index > 0 ? () => onMove(index - 1) : undefined;
  const next = index < photos.length - 1 ? () => onMove(index + 1) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") previous?.();
    if (event.key === "ArrowRight") next?.();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={`${photo.barcode ? `${photo.barcode} · ` : ""}${photo.fileName} (${index + 1} of ${photos.length})`}
      onKeyDown={onKeyDown}
    >
      <Stack>
        <Image src={urlOf(photo)} alt={photo.fileName} fit="contain" mah="70vh" radius="sm" />
        <Group justify="space-between">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={previous}
            disabled={!previous}
            aria-label="Previous photo"
          >
            ‹
          </ActionIcon>
          <Text size="sm" c="dimmed">
            {photo.type ? `${labelOf(ASSET_PHOTO_TYPES, photo.type)} · ` : ""}
            {photo.uploadedBy ? `${photo.uploadedBy} · ` : ""}
            {formatWhen(photo.createdAt)} · {formatBytes(photo.size)}
          </Text>
          <ActionIcon variant="default" size="lg" onClick={next} disabled={!next} aria-label="Next photo">
            ›
          </ActionIcon>
        </Group>
      </Stack>
    </Modal>
  );
}
