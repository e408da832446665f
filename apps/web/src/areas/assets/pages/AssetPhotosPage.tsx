import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { ASSET_PHOTO_TYPES, labelOf, type Photo } from "@ops/domain";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { photoCalls } from "../../../shared/attachments/owner";
import { PhotoPreview } from "../../../shared/attachments/PhotoPreview";
import { useFileList } from "../../../shared/attachments/use-files";
import { formatWhen } from "../../../shared/dates";
import { InboundFrame } from "../../activities/components/InboundFrame";

/** The photos that belong to an asset (those with a barcode), grouped by barcode in order. */
export function photosByBarcode(photos: readonly Photo[]): [string, Photo[]][] {
  const groups = new Map<string, Photo[]>();
  for (const photo of photos) {
    if (!photo.barcode) continue;
    const list = groups.get(photo.barcode) ?? [];
    list.push(photo);
    groups.set(photo.barcode, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The photos of the load's assets, one group per asset with a link to it. */
function AssetPhotos({ slug }: { slug: string }) {
  const calls = photoCalls({ kind: "activity", slug });
  const photos = useFileList(calls);
  const groups = useMemo(() => photosByBarcode(photos.data ?? []), [photos.data]);
  // The large view moves through the photos of the asset opened.
  const [previewing, setPreviewing] = useState<{ list: Photo[]; index: number } | null>(null);

  if (photos.isPending) return <Loader size="sm" aria-label="Loading photos" />;
  if (photos.error) return <Text c="red">The photos could not be loaded: {photos.error.message}</Text>;
  if (groups.length === 0)
    return (
      <Text c="dimmed">
        No asset photos yet. Photos taken on an asset's page show here; photos of the load itself are under
        Load photos.
      </Text>
    );
  return (
    <Stack>
      {groups.map(([barcode, list]) => (
        <Stack key={barcode} gap="xs" component="section" aria-label={`Photos of ${barcode}`}>
          <Group gap="xs">
            <Title order={2} size="h5">
              <Anchor component={Link} to={`/assets/${encodeURIComponent(barcode)}`}>
                {barcode}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {list.length === 1 ? "1 photo" : `${list.length} photos`}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm" role="list">
            {list.map((photo, index) => (
              <Card key={photo.id} withBorder padding={4} role="listitem">
                <UnstyledButton
                  onClick={() => setPreviewing({ list, index })}
                  aria-label={`Open ${photo.fileName} of ${barcode}`}
                >
                  <Image
                    src={calls.fileUrl(photo)}
                    alt={`${barcode}: ${photo.fileName}`}
                    h={110}
                    fit="cover"
                    radius="xs"
                    loading="lazy"
                  />
                </UnstyledButton>
                <Stack gap={2} mt={4} align="flex-start">
                  {photo.type ? (
                    <Badge size="xs" variant="light">
                      {labelOf(ASSET_PHOTO_TYPES, photo.type)}
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {formatWhen(photo.createdAt)}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {previewing ? (
        <PhotoPreview
          photos={previewing.list}
          index={previewing.index}
          urlOf={calls.fileUrl}
          onMove={(index) => setPreviewing({ ...previewing, index })}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </Stack>
  );
}

/** `inbound/:slug/asset-photos`. */
export default function AssetPhotosPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return <InboundFrame slug={slug}>{(activity) => <AssetPhotos slug={activity.slug} />}</InboundFrame>;
}
