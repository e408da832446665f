import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  isPickupBarcode,
  type PickupLabel,
  printPickupLabels,
  UpdatePickupBody,
  updatePickup,
} from "@ops/domain";
import { Link, useParams } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { call } from "../../../shared/endpoints";
import { Figure } from "../../../shared/Figure";
import { useDomainForm } from "../../../shared/forms";
import { LabelBatchMenu } from "../../../shared/LabelBatchMenu";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState } from "../../../shared/RecordLoadState";
import { showSnackbar } from "../../../shared/snackbar";
import { useInvalidatePickups, usePickup } from "../api";
import { PickupFields, type PickupFieldValues, weightOf } from "../components/PickupFields";
import { PickupStateBadge } from "../components/PickupStateBadge";

/** One pickup label: where it stands, the asset it became, and its load, weight and notes. */
export default function PickupPage() {
  const barcode = (useParams().barcode ?? "").toUpperCase();
  const pickup = usePickup(barcode);
  if (!pickup.data)
    return (
      <RecordLoadState
        id={isPickupBarcode(barcode) ? 0 : Number.NaN}
        error={pickup.error}
        noun="pickup label"
        back={{ to: "/pickups", label: "Back to pickups" }}
      />
    );
  return <PickupView label={pickup.data} />;
}

function PickupView({ label }: { label: PickupLabel }) {
  const can = useCan();
  const invalidate = useInvalidatePickups();
  const checkedIn = label.checkedInAt !== null;
  const { form, onSubmit, submitting } = useDomainForm<PickupFieldValues, UpdatePickupBody>({
    name: "PickupPage",
    schema: UpdatePickupBody,
    initialValues: {
      activitySlug: label.activitySlug,
      weight: label.weight ?? "",
      notes: label.notes ?? "",
    },
    // Once checked in only the notes still change (the server answers 409 otherwise).
    toBody: (v) => ({
      ...(checkedIn ? {} : { activitySlug: v.activitySlug, weight: weightOf(v.weight) }),
      notes: v.notes.trim() === "" ? null : v.notes,
    }),
    submit: async (body) => {
      await call(updatePickup, { params: { barcode: label.barcode }, body });
      await invalidate();
      showSnackbar(`${label.barcode} saved`, "success");
    },
  });
  const day = `/pickups?warehouseId=${label.warehouseId}&loadDate=${label.loadDate}`;
  return (
    <Stack maw={720}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{label.barcode}</Title>
          <Text c="dimmed" size="sm">
            {label.kind === "bin" ? "Pickup bin" : "Pickup label"} for{" "}
            <Anchor component={Link} to={day}>
              {label.loadDate} at {label.warehouseName}
            </Anchor>
          </Text>
        </div>
        {can(printPickupLabels) ? (
          <LabelBatchMenu
            endpoint={printPickupLabels}
            body={{
              warehouseId: label.warehouseId,
              loadDate: label.loadDate,
              from: label.barcode,
              to: label.barcode,
            }}
            label="Print label"
            fileName={`pickup-${label.barcode}`}
          />
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            State
          </Text>
          <PickupStateBadge label={label} />
        </div>
        <Figure label="Account" value={label.accountName ?? "—"} size="md" />
        <Figure label="Load" value={label.activitySlug ?? "—"} size="md" />
        <Figure label="Weight (lbs)" value={label.weight === null ? "—" : String(label.weight)} size="md" />
      </SimpleGrid>
      {checkedIn ? (
        <Text size="sm">
          Checked in {formatWhen(label.checkedInAt ?? "")}
          {label.checkedInBy ? ` by ${label.checkedInBy}` : ""}
          {label.assetId !== null ? (
            <>
              {" "}
              as asset{" "}
              <Anchor component={Link} to={`/assets/${label.barcode}`}>
                {label.barcode}
              </Anchor>
            </>
          ) : null}
          . Its account, load and weight no longer change.
        </Text>
      ) : null}
      {can(updatePickup) ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={2} size="h4">
              {checkedIn ? "Notes" : "Assign and weigh"}
            </Title>
            <PickupFields form={form} warehouseId={label.warehouseId} notesOnly={checkedIn} />
            <Group>
              <Button type="submit" loading={submitting}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
