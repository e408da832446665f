import { Badge, Button, FileButton, Group, Image, Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { ASSET_PHOTO_TYPES, labelOf, type Photo } from "@ops/domain";
import { useId, useState } from "react";
import { PhotoGrid } from "../../../shared/PhotoGrid";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { WebcamCapture } from "../../../shared/WebcamCapture";
import { formatBytes } from "../../accounts/components/document-status";
import { useCanEditAccounts, useFamilyPrefix } from "../../accounts/family";
import { photoFileProblem } from "../../activities/components/ActivityPhotos";
import { formatWhen } from "../../activities/components/inbound-dates";
import { assetPhotoUrl, useAssetPhotos, useDeleteAssetPhoto, useUploadAssetPhoto } from "../assets-api";
import { SectionTitle } from "./AssetFrame";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp";
/** "" is a photo without a type; the others are SPEC §3's asset photo types. */
const TYPE_CHOICES = [
  { value: "", label: "No type" },
  ...ASSET_PHOTO_TYPES.map((t) => ({ value: t.id, label: t.label })),
];

function PhotoTypeChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} id={id}>
        Photo type
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        data={TYPE_CHOICES}
        value={value}
        onChange={onChange}
        size="xs"
        w="fit-content"
      />
    </Stack>
  );
}

/**
 * The photos of an asset: a grid with a large view; operators upload image files or take a
 * photo with the camera (WebcamCapture), optionally typed fgi or cosmetic downgrade, and delete.
 */
export function AssetFramePhotos({ barcode }: { barcode: string }) {
  const staff = useCanEditAccounts();
  const family = useFamilyPrefix();
  const photos = useAssetPhotos(family, barcode);
  const upload = useUploadAssetPhoto(barcode);
  const remove = useDeleteAssetPhoto(barcode);
  const fail = useFailure("AssetFramePhotos");
  const [type, setType] = useState("");
  const [camera, setCamera] = useState(false);
  const [viewing, setViewing] = useState<Photo | null>(null);

  const send = async (file: File): Promise<boolean> => {
    const problem = photoFileProblem(file);
    if (problem) {
      showSnackbar(problem, "error");
      return false;
    }
    try {
      await upload.mutateAsync({ file, type: type || null });
      showSnackbar(`${file.name} was added to ${barcode}`, "success");
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const list = photos.data ?? [];
  return (
    <Stack gap="xs">
      <SectionTitle
        action={
          staff ? (
            <Group gap="xs">
              <Button size="xs" onClick={() => setCamera(true)}>
                Take photo
              </Button>
              <FileButton onChange={(file) => file && void send(file)} accept={IMAGE_TYPES}>
                {(props) => (
                  <Button size="xs" variant="default" {...props} loading={upload.isPending && !camera}>
                    Upload photo
                  </Button>
                )}
              </FileButton>
            </Group>
          ) : null
        }
      >
        Photos
      </SectionTitle>
      {staff ? <PhotoTypeChoice value={type} onChange={setType} /> : null}
      <PhotoGrid
        photos={list}
        pending={photos.isPending}
        error={photos.error}
        label="Asset photos"
        textSize="sm"
        empty={`No photos of this asset yet.${staff ? " Take one with the camera or upload a JPEG, PNG or WebP image." : ""}`}
        urlOf={(photo) => assetPhotoUrl(photo.id)}
        caption={(photo) =>
          photo.type ? (
            <Badge size="xs" variant="light" w="fit-content">
              {labelOf(ASSET_PHOTO_TYPES, photo.type)}
            </Badge>
          ) : null
        }
        onOpen={(index) => setViewing(list[index] ?? null)}
        remove={staff ? (photo) => remove.mutateAsync(photo.id) : undefined}
        component="AssetFramePhotos"
      />
      {staff ? (
        <WebcamCapture
          opened={camera}
          onClose={() => setCamera(false)}
          busy={upload.isPending}
          title={`Take a photo of ${barcode}`}
          onCapture={async (file) => {
            if (await send(file)) setCamera(false);
          }}
        >
          <PhotoTypeChoice value={type} onChange={setType} />
        </WebcamCapture>
      ) : null}
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="xl"
        centered
        title={viewing?.fileName ?? ""}
      >
        {viewing ? (
          <Stack>
            <Image src={assetPhotoUrl(viewing.id)} alt={viewing.fileName} fit="contain" mah="70vh" />
            <Text size="sm" c="dimmed">
              {viewing.type ? `${labelOf(ASSET_PHOTO_TYPES, viewing.type)} · ` : ""}
              {viewing.uploadedBy ? `${viewing.uploadedBy} · ` : ""}
              {formatWhen(viewing.createdAt)} · {formatBytes(viewing.size)}
            </Text>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
