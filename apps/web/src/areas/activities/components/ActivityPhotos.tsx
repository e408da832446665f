import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { MAX_DOCUMENT_BYTES, type Photo } from "@ops/domain";
import { type KeyboardEvent, useState } from "react";
import { PhotoGrid } from "../../../shared/PhotoGrid";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { formatBytes } from "../../accounts/components/document-status";
import { useCanEditAccounts, useFamilyPrefix } from "../../accounts/family";
import {
  activityPhotoUrl,
  useActivityPhotos,
  useDeleteActivityPhoto,
  useUploadActivityPhoto,
} from "../loads-api";
import { formatWhen } from "./inbound-dates";

/** The image types every browser renders, which the server keeps (photos.service.ts). */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** Why a chosen file cannot be sent, before the server is asked. */
export function photoFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP image`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_DOCUMENT_BYTES)
    return `${file.name} is ${formatBytes(file.size)}; photos can be at most ${formatBytes(MAX_DOCUMENT_BYTES)}`;
  return null;
}

/** A large view of one photo; the arrow keys move to the neighbours. */
function PhotoPreview({
  slug,
  photos,
  index,
  onMove,
  onClose,
}: {
  slug: string;
  photos: Photo[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
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
      title={`${photo.fileName} (${index + 1} of ${photos.length})`}
      onKeyDown={onKeyDown}
    >
      <Stack>
        <Image
          src={activityPhotoUrl(slug, photo.id)}
          alt={photo.fileName}
          fit="contain"
          mah="70vh"
          radius="sm"
        />
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

/**
 * Photos of an activity (a load): a grid with a preview; operators upload and delete, clients look.
 * `loadOnly` leaves out the photos of the load's assets (those with a barcode; they have their own page).
 */
export function ActivityPhotos({ slug, loadOnly = false }: { slug: string; loadOnly?: boolean }) {
  const staff = useCanEditAccounts();
  const family = useFamilyPrefix();
  const photos = useActivityPhotos(family, slug);
  const upload = useUploadActivityPhoto(slug);
  const remove = useDeleteActivityPhoto(slug);
  const fail = useFailure("ActivityPhotos");
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  // The server takes one photo per request; they go one after the other so a failure names
  // its file and the ones before it stay uploaded.
  const uploadAll = async (files: File[]) => {
    if (files.length === 0) return;
    const problems = files.map(photoFileProblem).filter((p): p is string => p !== null);
    if (problems.length > 0) {
      showSnackbar(problems.join("; "), "error");
      return;
    }
    let done = 0;
    setProgress({ done, total: files.length });
    try {
      for (const file of files) {
        await upload.mutateAsync(file);
        done += 1;
        setProgress({ done, total: files.length });
      }
      showSnackbar(done === 1 ? "1 photo was uploaded" : `${done} photos were uploaded`, "success");
    } catch (error) {
      fail(error);
    } finally {
      setProgress(null);
    }
  };

  const list = (photos.data ?? []).filter((photo) => !loadOnly || photo.barcode === null);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Photos
        </Title>
        {staff ? (
          <FileButton onChange={uploadAll} accept={IMAGE_TYPES.join(",")} multiple>
            {(props) => (
              <Button size="xs" {...props} loading={progress !== null}>
                Upload photos
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {progress ? (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">
            Uploading photo {Math.min(progress.done + 1, progress.total)} of {progress.total}…
          </Text>
          <Progress value={(progress.done / progress.total) * 100} aria-label="Uploading photos" />
        </Stack>
      ) : null}
      <PhotoGrid
        photos={list}
        pending={photos.isPending}
        error={photos.error}
        label="Photos"
        empty={`No photos yet.${staff ? " Upload JPEG, PNG or WebP images." : ""}`}
        urlOf={(photo) => activityPhotoUrl(slug, photo.id)}
        onOpen={setPreviewing}
        remove={staff ? (photo) => remove.mutateAsync(photo.id) : undefined}
        component="ActivityPhotos"
      />
      {previewing !== null ? (
        <PhotoPreview
          slug={slug}
          photos={list}
          index={previewing}
          onMove={setPreviewing}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </Stack>
  );
}
