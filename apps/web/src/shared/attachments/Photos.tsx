import { Badge, Button, FileButton, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { ASSET_PHOTO_TYPES, labelOf, type Photo } from "@ops/domain";
import { useState } from "react";
import { PhotoGrid } from "../PhotoGrid";
import { showSnackbar } from "../snackbar";
import { useFailure } from "../use-failure";
import { WebcamCapture } from "../WebcamCapture";
import { IMAGE_TYPES, photoFileProblem } from "./files";
import { ownerName, type PhotoOwner, photoCalls, uploadForm } from "./owner";
import { PhotoPreview } from "./PhotoPreview";
import { PhotoTypeChoice } from "./PhotoTypeChoice";
import { useFileList, useFilesChanged, useMayCall } from "./use-files";

/** How each owner's photos read, and whether they are typed and taken with the camera (assets). */
const OWNERS = {
  activity: {
    label: "Photos",
    none: "No photos yet.",
    camera: false,
    hint: " Upload JPEG, PNG or WebP images.",
  },
  asset: {
    label: "Asset photos",
    none: "No photos of this asset yet.",
    camera: true,
    hint: " Take one with the camera or upload a JPEG, PNG or WebP image.",
  },
} as const;

type Props = {
  owner: PhotoOwner;
  /** Which of the owner's photos to show (a load's own, without its assets'). */
  filter?: (photo: Photo) => boolean;
};

/**
 * The photos of an activity or an asset: a grid with a large view; operators upload image files
 * (an asset's also from the camera, typed fgi or cosmetic downgrade) and delete; clients look.
 */
export function Photos({ owner, filter }: Props) {
  const calls = photoCalls(owner);
  const words = OWNERS[owner.kind];
  const photos = useFileList(calls);
  const changed = useFilesChanged(calls);
  const mayUpload = useMayCall(calls.upload);
  const mayDelete = useMayCall(calls.remove);
  const fail = useFailure("Photos");
  const [type, setType] = useState("");
  const [camera, setCamera] = useState(false);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  // The server takes one photo per request; they go one after the other so a failure names
  // its file and the ones before it stay uploaded.
  const uploadAll = async (files: File[]): Promise<boolean> => {
    if (files.length === 0) return false;
    const problems = files.map(photoFileProblem).filter((p): p is string => p !== null);
    if (problems.length > 0) {
      showSnackbar(problems.join("; "), "error");
      return false;
    }
    let done = 0;
    setProgress({ done, total: files.length });
    try {
      for (const file of files) {
        await calls.send(uploadForm(file, words.camera && type ? { type } : {}));
        done += 1;
        setProgress({ done, total: files.length });
      }
      const [first] = files;
      showSnackbar(
        done === 1 && first
          ? `${first.name} was added to ${ownerName(owner)}`
          : `${done} photos were uploaded`,
        "success",
      );
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      if (done > 0) await changed();
      setProgress(null);
    }
  };

  const list = (photos.data ?? []).filter((photo) => !filter || filter(photo));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Photos
        </Title>
        {mayUpload ? (
          <Group gap="xs">
            {words.camera ? (
              <Button size="xs" onClick={() => setCamera(true)}>
                Take photo
              </Button>
            ) : null}
            <FileButton onChange={uploadAll} accept={IMAGE_TYPES.join(",")} multiple>
              {(props) => (
                <Button
                  size="xs"
                  variant={words.camera ? "default" : "filled"}
                  {...props}
                  loading={progress !== null && !camera}
                >
                  Upload photos
                </Button>
              )}
            </FileButton>
          </Group>
        ) : null}
      </Group>
      {mayUpload && words.camera ? <PhotoTypeChoice value={type} onChange={setType} /> : null}
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
        label={words.label}
        empty={`${words.none}${mayUpload ? words.hint : ""}`}
        urlOf={calls.fileUrl}
        caption={(photo) =>
          photo.type ? (
            <Badge size="xs" variant="light" w="fit-content">
              {labelOf(ASSET_PHOTO_TYPES, photo.type)}
            </Badge>
          ) : null
        }
        onOpen={setPreviewing}
        remove={
          mayDelete
            ? async (photo) => {
                await calls.delete(photo);
                await changed();
              }
            : undefined
        }
        component="Photos"
      />
      {mayUpload && words.camera ? (
        <WebcamCapture
          opened={camera}
          onClose={() => setCamera(false)}
          busy={progress !== null}
          title={`Take a photo of ${ownerName(owner)}`}
          onCapture={async (file) => {
            if (await uploadAll([file])) setCamera(false);
          }}
        >
          <PhotoTypeChoice value={type} onChange={setType} />
        </WebcamCapture>
      ) : null}
      {previewing !== null ? (
        <PhotoPreview
          photos={list}
          index={previewing}
          urlOf={calls.fileUrl}
          onMove={setPreviewing}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </Stack>
  );
}
