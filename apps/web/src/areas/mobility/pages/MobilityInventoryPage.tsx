import { Alert, Loader, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { PageHeader } from "../../../shared/PageHeader";
import { useMobilityActivity } from "../../itad/itad-api";
import { devicePath } from "../../itad/itad-paths";
import { SerialsTable } from "../../work/components/itad/SerialsTable";
import { MobilityAssetsTable } from "../components/MobilityAssetsTable";
import { MobilityScanPanel } from "../components/MobilityScanPanel";

type View = "devices" | "all";

/**
 * `mobility/inventory`: the warehouse's mobility activity (`<wh>-mobility`): phones and tablets
 * scanned in (IMEI as serial), its devices with their grades, and everything on it (bins too).
 */
export default function MobilityInventoryPage() {
  const mobility = useMobilityActivity();
  const [view, setView] = useState<View>("devices");
  if (!mobility.data) {
    if (mobility.error instanceof ApiError && mobility.error.status === 404)
      return (
        <Stack>
          <Title order={1}>Mobility inventory</Title>
          <Text>
            Your warehouse has no mobility inventory. Choose a warehouse in your profile, or ask an
            administrator.
          </Text>
        </Stack>
      );
    if (mobility.error) throw mobility.error;
    return <Loader aria-label="Loading" />;
  }
  const activity = mobility.data;
  const deviceHref = (barcode: string) => devicePath({ kind: "mobility", slug: "" }, barcode);
  return (
    <Stack>
      <PageHeader
        title="Mobility inventory"
        description={`${activity.slug} · ${activity.warehouseShortName}: phones and tablets, scanned in by IMEI, graded by the phone suite.`}
      />
      <MobilityScanPanel slug={activity.slug} />
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as View)}
        data={[
          { value: "devices", label: "Devices" },
          { value: "all", label: "Bins and all assets" },
        ]}
        aria-label="What to list"
        style={{ alignSelf: "flex-start" }}
      />
      {view === "devices" ? (
        <SerialsTable
          slug={activity.slug}
          searchKey="mobility-serials"
          emptyText="No phones or tablets yet. Scan one in."
          deviceHref={deviceHref}
        />
      ) : (
        <MobilityAssetsTable slug={activity.slug} />
      )}
      {activity.status !== "open" && activity.status !== "in_progress" ? (
        <Alert color="gray">The mobility inventory is {activity.status.replace("_", " ")}.</Alert>
      ) : null}
    </Stack>
  );
}
