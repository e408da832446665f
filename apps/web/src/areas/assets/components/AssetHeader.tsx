import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  ASSET_SOURCES,
  ASSET_TYPES,
  type Asset,
  DISPOSITIONS,
  HOLD_TYPES,
  LOCK_TYPES,
  labelOf,
  R2_CLASSIFICATIONS,
  STOCK_TYPES,
} from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { useAccount } from "../../accounts/api";
import { useDuplicateSerial } from "../assets-api";
import {
  activityPath,
  assetAttributeRows,
  assetWeights,
  formatAmount,
  formatLbs,
} from "./asset-header-values";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children === "" || children === null || children === undefined ? "—" : children}
      </Text>
    </div>
  );
}

function ActivityLink({ slug, audience }: { slug: string | null; audience: string | undefined }) {
  const path = activityPath(slug, audience);
  if (!slug) return <>—</>;
  return path ? (
    <Anchor component={Link} to={path} inherit>
      {slug}
    </Anchor>
  ) : (
    slug
  );
}

/** The other assets with the asset's serial number, for operators (clients see the warning only). */
function DuplicateSerialWarning({ asset, staff }: { asset: Asset; staff: boolean }) {
  const others = useDuplicateSerial(asset.serialNumber, asset.barcode, staff && asset.duplicateSerial);
  const list = others.data?.assets ?? [];
  return (
    <Alert color="orange" title="Duplicate serial number" role="alert">
      Another asset carries serial number {asset.serialNumber}.
      {list.length > 0 ? (
        <Group gap="xs" mt={4}>
          {list.map((o) => (
            <Anchor
              key={o.barcode}
              component={Link}
              to={`/assets/${encodeURIComponent(o.barcode)}`}
              size="sm"
            >
              {o.barcode}
              {o.activitySlug ? ` (${o.activitySlug})` : ""}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Alert>
  );
}

/**
 * What an asset is and where it is: barcode, type, serial, product, account, activity,
 * location, stock type, source, weights, value, the account's asset form attributes, locks,
 * active holds, whether it is closed (an emptied container: "Closed: Emptied into …") and the
 * duplicate-serial warning.
 */
export function AssetHeader({ asset: a, action }: { asset: Asset; action?: ReactNode }) {
  const { data: site } = useSite();
  const audience = site?.user.audience;
  const staff = audience === "operator";
  const can = useCan();
  const account = useAccount(a.accountId ?? 0);
  const attributes = assetAttributeRows(account.data?.assetForm, a.attributes);
  const weights = assetWeights(a);
  const product = a.productAssets[0];
  const held = a.holds.length > 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Asset
          </Text>
          <Group gap="sm" wrap="wrap">
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {a.barcode}
            </Title>
            <Badge variant="light" size="lg">
              {labelOf(ASSET_TYPES, a.type)}
            </Badge>
            {held ? (
              <Badge color="orange" size="lg" variant="filled">
                On hold
              </Badge>
            ) : null}
            {a.duplicateSerial ? (
              <Badge color="orange" size="lg" variant="light">
                Duplicate serial
              </Badge>
            ) : null}
            {a.closedNote ? (
              <Badge color="gray" size="lg" variant="filled">
                Closed
              </Badge>
            ) : null}
          </Group>
        </div>
        {action}
      </Group>
      {held ? (
        <Alert color="orange" title="This asset is on hold" role="alert">
          {a.holds.map((h) => labelOf(HOLD_TYPES, h.type)).join(", ")}. A held asset cannot be moved out of
          its activity or sold until the hold is released.{" "}
          {staff ? (
            <Anchor component={Link} to="/holds" inherit>
              See holds
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      {a.closedNote ? (
        <Alert color="gray" title={`Closed: ${a.closedNote}`} role="status">
          {a.closedAt ? `Closed on ${formatWhen(a.closedAt)}. ` : ""}A closed container cannot be scanned into
          a work order, assigned as a bin or consolidated.
        </Alert>
      ) : null}
      {a.duplicateSerial ? <DuplicateSerialWarning asset={a} staff={staff} /> : null}
      <Card withBorder padding="sm">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label="Serial number">{a.serialNumber}</Field>
          <Field label="Product">{product?.productName}</Field>
          <Field label="Account">
            {/* The account screen needs accounts.view (its route); without it the name is plain text. */}
            {a.accountId && a.accountName && can("accounts.view") ? (
              <Anchor component={Link} to={`/accounts/${a.accountId}`} inherit>
                {a.accountName}
              </Anchor>
            ) : (
              a.accountName
            )}
          </Field>
          <Field label="Activity">
            <ActivityLink slug={a.activitySlug} audience={audience} />
          </Field>
          {a.receivingActivitySlug && a.receivingActivitySlug !== a.activitySlug ? (
            <Field label="Received on">
              <ActivityLink slug={a.receivingActivitySlug} audience={audience} />
            </Field>
          ) : null}
          <Field label="Location">{a.locationBarcode}</Field>
          <Field label="Stock type">{labelOf(STOCK_TYPES, a.stockType)}</Field>
          <Field label="Source">{labelOf(ASSET_SOURCES, a.source)}</Field>
          <Field label="Gross weight">{formatLbs(weights.gross)}</Field>
          <Field label="Net weight">{formatLbs(weights.net)}</Field>
          <Field label="Value">{formatAmount(a.value)}</Field>
          <Field label="FMV">{formatAmount(a.fmv)}</Field>
          {a.grade ? <Field label="Grade">{a.grade}</Field> : null}
          {a.disposition ? (
            <Field label="Disposition">
              {[labelOf(DISPOSITIONS, a.disposition), labelOf(R2_CLASSIFICATIONS, a.r2Classification)]
                .filter(Boolean)
                .join(" · ")}
            </Field>
          ) : null}
          <Field label="Locks">
            {a.locks.length > 0 ? (
              <Group gap={4}>
                {a.locks.map((lock) => (
                  <Badge key={lock} color="red" variant="light" size="sm">
                    {labelOf(LOCK_TYPES, lock)}
                  </Badge>
                ))}
              </Group>
            ) : (
              "None"
            )}
          </Field>
          {attributes.map((row) => (
            <Field key={row.key} label={row.label}>
              {row.value}
            </Field>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
