import { Anchor, Badge, Group } from "@mantine/core";
import type { Asset } from "@ops/domain";
import { Link } from "react-router";

/** An asset list's barcode cell: the link to the asset and what needs attention (badges, never cut). */
export function AssetBarcodeCell({ asset }: { asset: Asset }) {
  return (
    <Group gap={6} wrap="wrap" style={{ minWidth: "max-content" }}>
      <Anchor component={Link} to={`/assets/${encodeURIComponent(asset.barcode)}`} size="sm">
        {asset.barcode}
      </Anchor>
      {asset.duplicateSerial ? (
        <Badge size="xs" color="orange" variant="light">
          Duplicate serial
        </Badge>
      ) : null}
      {asset.holds.length > 0 ? (
        <Badge size="xs" color="red" variant="light">
          On hold
        </Badge>
      ) : null}
    </Group>
  );
}
