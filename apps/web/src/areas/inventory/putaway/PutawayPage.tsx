import { Anchor, Button, Grid, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { STOCK_TYPES } from "@ops/domain";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { PageHeader } from "../../../shared/PageHeader";
import { useFailure } from "../../../shared/use-failure";
import { useWarehouseOfSlug } from "../activity/warehouse-of-slug";
import { PutawayList } from "./PutawayList";
import { resolveLocationScan, usePutAway } from "./putaway-api";

const ASSET_FIELD = "putaway-asset";
const LOCATION_FIELD = "putaway-location";
const focus = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

/**
 * `inventory/:slug/putaway`: scan an asset, then the location it goes to. An inbound asset put at
 * a stock location enters the warehouse's inventory with what it holds. A refusal (unknown
 * barcode, another warehouse, a held asset, a quarantine location of another account) shows
 * beside the box it concerns and changes nothing. The user's putaway list sits beside it (below
 * on a phone).
 */
export default function PutawayPage() {
  const slug = useParams().slug ?? "";
  const warehouse = useWarehouseOfSlug(slug);
  const putAway = usePutAway();
  const fail = useFailure("PutawayPage");
  const [assetText, setAssetText] = useState("");
  const [asset, setAsset] = useState<string | null>(null);
  const [assetRefusal, setAssetRefusal] = useState<string | undefined>();
  const [locationText, setLocationText] = useState("");
  const [locationRefusal, setLocationRefusal] = useState<string | undefined>();
  const [stockType, setStockType] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!warehouse)
    return (
      <Stack>
        <PageHeader title="Inventory activity not found" />
        <Text>No warehouse has the inventory activity {slug}.</Text>
        <Anchor component={Link} to="/inventory">
          Back to inventory
        </Anchor>
      </Stack>
    );

  const chooseAsset = (barcode: string) => {
    setAsset(barcode);
    setAssetText(barcode);
    setAssetRefusal(undefined);
    setLocationRefusal(undefined);
    setDone(null);
    focus(LOCATION_FIELD);
  };

  const restart = () => {
    setAsset(null);
    setAssetText("");
    setLocationText("");
    setLocationRefusal(undefined);
    focus(ASSET_FIELD);
  };

  const scanLocation = async (barcode: string) => {
    if (!asset) {
      setAssetRefusal("Scan the asset first");
      focus(ASSET_FIELD);
      return;
    }
    setBusy(true);
    try {
      const found = await resolveLocationScan(barcode, warehouse);
      if ("refusal" in found) {
        setLocationRefusal(found.refusal);
        return;
      }
      const moved = await putAway.mutateAsync({
        locationId: found.location.id,
        barcode: asset,
        ...(stockType ? { stockType: stockType as never } : {}),
      });
      const inside = moved.childCount > 0 ? ` with what it holds` : "";
      setDone(
        moved.activitySlug === slug
          ? `${moved.barcode}${inside} is at ${found.location.barcode} in ${slug}`
          : `${moved.barcode}${inside} is at ${found.location.barcode} (still on ${moved.activitySlug ?? "no activity"})`,
      );
      setAsset(null);
      setAssetText("");
      setLocationText("");
      setLocationRefusal(undefined);
      focus(ASSET_FIELD);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) {
        fail(error);
        return;
      }
      // An unknown asset belongs beside the asset box; every other refusal beside the location's.
      if (error.status === 404 && error.message.startsWith("No asset")) {
        setAssetRefusal(error.message);
        setAsset(null);
        setLocationText("");
        focus(ASSET_FIELD);
      } else setLocationRefusal(error.fieldErrors().barcode ?? error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <PageHeader
        title="Putaway"
        description={`Scan an asset, then the location of ${warehouse.shortName} it goes to.`}
        action={
          <Anchor component={Link} to={`/inventory/${slug}`} size="sm">
            {slug}
          </Anchor>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="sm" radius="md">
            <Stack gap="sm">
              <BarcodeInput
                id={ASSET_FIELD}
                label="1. Asset"
                description="Scan or type the asset's barcode and press Enter"
                value={assetText}
                onChange={(v) => {
                  setAssetText(v);
                  setAsset(null);
                  if (assetRefusal) setAssetRefusal(undefined);
                }}
                clearOnSubmit={false}
                onSubmit={chooseAsset}
                error={assetRefusal}
                disabled={busy}
                autoFocus
              />
              <BarcodeInput
                id={LOCATION_FIELD}
                label="2. Location"
                description={asset ? `Where does ${asset} go? Scan the location` : "Scan the asset first"}
                value={locationText}
                onChange={(v) => {
                  setLocationText(v);
                  if (locationRefusal) setLocationRefusal(undefined);
                }}
                clearOnSubmit={false}
                onSubmit={(b) => void scanLocation(b)}
                error={locationRefusal}
                disabled={busy}
              />
              <Group align="flex-end" justify="space-between" wrap="wrap">
                <Select
                  label="Stock type (optional)"
                  placeholder="Leave as it is"
                  clearable
                  data={STOCK_TYPES.map((t) => ({ value: t.id, label: t.label }))}
                  value={stockType}
                  onChange={setStockType}
                  maw={240}
                />
                {asset ? (
                  <Button variant="subtle" size="xs" onClick={restart}>
                    Change asset
                  </Button>
                ) : null}
              </Group>
              {done ? (
                <Text c="teal" size="sm" aria-live="polite" data-testid="putaway-done">
                  {done}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PutawayList onPick={chooseAsset} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
