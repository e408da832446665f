import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { type RedeploymentOrder, redeploymentMoveRefusal, updateRedeploymentOrder } from "@ops/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useRedeploymentOrder, useUpdateOrder } from "./api";
import { RedeploymentStatusBadge } from "./RedeploymentStatusBadge";
import { ANYONE, ReleasePicker } from "./ReleasePicker";

const money = (n: number | null) =>
  n === null ? "None" : n.toLocaleString("en-US", { style: "currency", currency: "USD" });

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function addressLines(a: RedeploymentOrder["address"]): string[] {
  return [a.line1, a.line2, [a.city, a.region, a.postalCode].filter(Boolean).join(" "), a.country].filter(
    (l): l is string => Boolean(l),
  );
}

type Move = "submitted" | "picking" | "canceled";

/** One redeployment order: its status, lines, the reserved devices, its load and the drive charge. */
export default function RedeploymentOrderPage() {
  const id = useIdParam();
  const order = useRedeploymentOrder(id);
  const update = useUpdateOrder();
  const can = useCan();
  const { data: site } = useSite();
  const audience = site?.user.audience === "client" ? "client" : "operator";
  const fail = useFailure("RedeploymentOrderPage");
  const [asking, setAsking] = useState<Move | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [picker, setPicker] = useState(ANYONE);

  if (!order.data)
    return (
      <RecordLoadState
        id={id}
        error={order.error}
        noun="redeployment order"
        back={{ to: "/redeployments/orders", label: "Back to redeployment orders" }}
      />
    );
  const o = order.data;
  const mayChange = can(updateRedeploymentOrder);
  const allowed = (to: Move) => mayChange && redeploymentMoveRefusal(o.status, to, audience) === null;
  const editable =
    mayChange &&
    (o.status === "draft" || o.status === "submitted" || (audience === "operator" && o.status === "picking"));

  const move = async (to: Move) => {
    if (to === "canceled" && !reason.trim()) {
      setReasonError("Give the reason for canceling");
      return;
    }
    try {
      await update.mutateAsync({
        id,
        body:
          to === "canceled"
            ? { status: to, cancelReason: reason.trim() }
            : to === "picking"
              ? { status: to, assignedTo: picker === ANYONE ? null : Number(picker) }
              : { status: to },
      });
      showSnackbar(
        to === "submitted"
          ? `Order #${id} was submitted: its devices are reserved`
          : to === "picking"
            ? `Order #${id} was released to picking`
            : `Order #${id} was canceled`,
        "success",
      );
      setAsking(null);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/redeployments/orders" size="sm">
          ← Redeployment orders
        </Anchor>
      </div>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={1}>Redeployment order #{o.id}</Title>
          <RedeploymentStatusBadge status={o.status} />
        </Group>
        <Group gap="xs" wrap="wrap">
          {editable ? (
            <Button component={Link} to={`/redeployments/orders/${o.id}/edit`} variant="default">
              Edit
            </Button>
          ) : null}
          {allowed("submitted") ? <Button onClick={() => setAsking("submitted")}>Submit order</Button> : null}
          {allowed("picking") ? (
            <Button onClick={() => setAsking("picking")}>Release to picking</Button>
          ) : null}
          {allowed("canceled") ? (
            <Button color="red" variant="light" onClick={() => setAsking("canceled")}>
              Cancel order
            </Button>
          ) : null}
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label="Account">{o.account.name}</Field>
          <Field label="Recipient">
            {o.recipientName}
            {o.recipientEmail ? <Text size="sm">{o.recipientEmail}</Text> : null}
            {o.recipientPhone ? <Text size="sm">{o.recipientPhone}</Text> : null}
          </Field>
          <Field label="Ship to">
            {addressLines(o.address).map((l) => (
              <Text key={l} size="sm">
                {l}
              </Text>
            ))}
          </Field>
          <Field label="Needed by">{o.neededBy ?? "—"}</Field>
          <Field label="Warehouse">{o.warehouse.shortName}</Field>
          <Field label="Outbound load">
            {o.outbound ? (
              audience === "operator" ? (
                <Anchor component={Link} to={`/outbound/${o.outbound.slug}`}>
                  {o.outbound.slug}
                </Anchor>
              ) : (
                o.outbound.slug
              )
            ) : (
              "Not yet (made when the order is submitted)"
            )}
            {o.outbound ? <Text size="sm" c="dimmed">{`Load ${o.outbound.status}`}</Text> : null}
          </Field>
          <Field label="Hard drive redeploy charge">
            {o.status === "draft"
              ? "Computed when submitted"
              : `${money(o.driveCharge)} (${o.driveCount} drive${o.driveCount === 1 ? "" : "s"})`}
          </Field>
          {o.notes ? <Field label="Notes">{o.notes}</Field> : null}
          {o.status === "canceled" ? <Field label="Canceled">{o.cancelReason ?? "—"}</Field> : null}
        </SimpleGrid>
      </Paper>
      <Title order={2} size="h4">
        Lines
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Grade</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.productName}</Table.Td>
                <Table.Td>{l.grade ?? "Any"}</Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h4">
        Devices
      </Title>
      {o.devices.length === 0 ? (
        <Text c="dimmed">
          {o.status === "draft"
            ? "Devices are reserved when the order is submitted."
            : "No devices are reserved for this order."}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Barcode</Table.Th>
                <Table.Th>Serial</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Grade</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {o.devices.map((d) => (
                <Table.Tr key={d.barcode}>
                  <Table.Td>{d.barcode}</Table.Td>
                  <Table.Td>{d.serialNumber ?? "—"}</Table.Td>
                  <Table.Td>{d.productName ?? "—"}</Table.Td>
                  <Table.Td>{d.grade ?? "—"}</Table.Td>
                  <Table.Td>{d.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={asking === "submitted" || asking === "picking"}
        title={asking === "picking" ? "Release to picking?" : "Submit the order?"}
        confirmLabel={asking === "picking" ? "Release to picking" : "Submit order"}
        loading={update.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => move(asking as Move)}
      >
        {asking === "picking" ? (
          <Stack gap="xs">
            <Text>The reserved devices go onto the pick list of the picker chosen.</Text>
            <ReleasePicker value={picker} onChange={setPicker} />
          </Stack>
        ) : (
          "The oldest matching devices are reserved for this order. Its lines cannot change afterwards."
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={asking === "canceled"}
        title="Cancel the order?"
        confirmLabel="Cancel order"
        loading={update.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => move("canceled")}
      >
        <Stack gap="xs">
          <Text>Its reserved devices go back to redeployment stock and its outbound load is canceled.</Text>
          <Textarea
            label="Reason"
            required
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
          />
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
