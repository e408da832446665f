import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { type Asset, HOLD_TYPES, isLaptopClass, labelOf, updateAsset } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useFamilyPrefix } from "../../accounts/family";
import { useAsset } from "../../assets/assets-api";
import { AssetLoadState } from "../../assets/components/AssetFrame";
import { useTests } from "../../testing/api";
import { productOf } from "../../work/components/itad/serial-values";
import { useShopOrderAssetParams } from "../../work/components/ShopOrderAssetFrame";
import { useDeviceHolds } from "../itad-api";
import { type DevicePlace, devicePath, devicePlaceOf } from "../itad-paths";
import { holdsText } from "./device-edit-values";

type Props = {
  /** The page: the device and where it is (shop order, ITAD job, mobility). */
  children: (device: Asset, place: DevicePlace) => ReactNode;
  /** An edit or new-component page: the header without the tabs. */
  tabs?: boolean;
};

/** A held device's holds, each with its processing instructions and who placed it. */
function HoldAlert({ device }: { device: Asset }) {
  const holds = useDeviceHolds(device.barcode, true);
  return (
    <Alert color="orange" title={`On hold: ${holdsText(device)}`} role="alert" p="xs">
      {(holds.data ?? []).map((hold) => (
        <Text key={hold.id} size="sm">
          {labelOf(HOLD_TYPES, hold.type)}: {hold.processingInstructions}
          {hold.createdBy ? ` (${hold.createdBy}, ${formatWhen(hold.createdAt)})` : ""}
        </Text>
      ))}
      <Text size="sm">
        A held device cannot be routed to resale or reuse, nor leave its activity, until the hold is released.
      </Text>
    </Alert>
  );
}

/** The device's heading: barcode, serial and product, grade, holds and locks at a glance. */
function DeviceHeader({ device, place, laptop }: { device: Asset; place: DevicePlace; laptop: boolean }) {
  const can = useCan();
  const held = device.holds.length > 0;
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={place.back.to} size="sm">
        ← {place.back.label}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
              {device.barcode}
            </Title>
            {device.grade ? (
              <Badge size="lg" variant="filled" aria-label={`Grade ${device.grade}`}>
                Grade {device.grade}
              </Badge>
            ) : (
              <Badge size="lg" variant="light" color="gray">
                Not graded
              </Badge>
            )}
            {held ? (
              <Badge size="lg" color="orange" variant="filled">
                On hold
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[
              device.serialNumber ? `Serial ${device.serialNumber}` : "No serial",
              productOf(device),
              laptop ? "Laptop" : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </div>
        {can(updateAsset) ? (
          <Button
            component={Link}
            to={devicePath(place, device.barcode, "edit")}
            size="xs"
            variant="default"
            // A long barcode title must not squeeze the button's label on a phone.
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        ) : null}
      </Group>
      {held ? <HoldAlert device={device} /> : null}
      {place.kind !== "mobility" && device.activitySlug && device.activitySlug !== place.slug ? (
        <Text size="sm" c="dimmed">
          Its activity is {device.activitySlug}.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The frame of a device's pages at any of its three places (SPEC §2: a shop order's
 * `itad/<barcode>`, an ITAD job's `serialized/<barcode>`, mobility's `serialized/<barcode>`):
 * the way back, the device's heading and the tabs its routes declare. The laptop cosmetic tab
 * shows only when the device's class is a laptop class (from its tests' class).
 */
export function DeviceFrame({ children, tabs = true }: Props) {
  const { slug, barcode, redirect } = useShopOrderAssetParams();
  const { pathname } = useLocation();
  const place = devicePlaceOf(pathname, slug);
  const family = useFamilyPrefix();
  const asset = useAsset(family, barcode);
  const tests = useTests(barcode);
  if (redirect) return redirect;
  if (!asset.data)
    return (
      <Stack>
        <Anchor component={Link} to={place.back.to} size="sm">
          ← {place.back.label}
        </Anchor>
        <AssetLoadState barcode={barcode} error={asset.error} />
      </Stack>
    );
  const device = asset.data;
  const laptop = isLaptopClass(tests.data?.productClassName);
  const header = <DeviceHeader device={device} place={place} laptop={laptop} />;
  if (!tabs)
    return (
      <Stack>
        {header}
        {children(device, place)}
      </Stack>
    );
  return (
    <RecordFrame record={{ laptop }} params={{ barcode: device.barcode }} header={header}>
      {children(device, place)}
    </RecordFrame>
  );
}
