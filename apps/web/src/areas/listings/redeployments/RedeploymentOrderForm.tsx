import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type RedeploymentListing, type RedeploymentOrder, RedeploymentOrderBody } from "@ops/domain";
import { useEffect, useRef, useState } from "react";
import { AddressFields } from "../../../shared/AddressFields";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useAccountListings, useOrderAccounts } from "./api";

type Line = { key: number; option: string | null; quantity: number };

export type OrderValues = {
  accountId: string | null;
  warehouseId: string | null;
  recipientName: string;
  recipientEmail: string;
  recipientPhone: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string | null;
  neededBy: string;
  notes: string;
  lines: Line[];
};

/** What an order's lines and warehouse come from: its account's available listings. */
const optionOf = (l: { productId: number; grade: string | null }) => `${l.productId}:${l.grade ?? ""}`;

export function initialValues(
  order: RedeploymentOrder | null,
  preset: { accountId?: string; warehouseId?: string; productId?: string; grade?: string } = {},
): OrderValues {
  const a = order?.address;
  let key = 0;
  return {
    accountId: order ? String(order.account.id) : (preset.accountId ?? null),
    warehouseId: order ? String(order.warehouse.id) : (preset.warehouseId ?? null),
    recipientName: order?.recipientName ?? "",
    recipientEmail: order?.recipientEmail ?? "",
    recipientPhone: order?.recipientPhone ?? "",
    line1: a?.line1 ?? "",
    line2: a?.line2 ?? "",
    city: a?.city ?? "",
    region: a?.region ?? "",
    postalCode: a?.postalCode ?? "",
    country: a?.country ?? null,
    neededBy: order?.neededBy ?? "",
    notes: order?.notes ?? "",
    lines: order
      ? order.lines.map((l) => ({ key: key++, option: optionOf(l), quantity: l.quantity }))
      : [
          {
            key: key++,
            option: preset.productId ? `${preset.productId}:${preset.grade ?? ""}` : null,
            quantity: 1,
          },
        ],
  };
}

export function toBody(v: OrderValues) {
  return {
    accountId: Number(v.accountId) || 0,
    warehouseId: Number(v.warehouseId) || 0,
    recipientName: v.recipientName,
    recipientEmail: v.recipientEmail || null,
    recipientPhone: v.recipientPhone || null,
    address: {
      line1: v.line1,
      line2: v.line2 || null,
      city: v.city,
      region: v.region || null,
      postalCode: v.postalCode,
      country: v.country ?? "",
    },
    neededBy: v.neededBy || null,
    notes: v.notes || null,
    lines: v.lines.map((l) => {
      const [productId, grade] = (l.option ?? "0:").split(":");
      return { productId: Number(productId), grade: grade ? grade : null, quantity: l.quantity };
    }),
  };
}
export type OrderBody = ReturnType<typeof toBody>;

/** Form errors named as the fields: `address.line1` → `line1`, `lines.0.productId` → `lines.0.option`. */
function fieldsOf(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [
      k
        .replace(/^address\./, "")
        .replace(/^lines\.(\d+)\.(productId|grade)$/, "lines.$1.option")
        .replace(/^lines\.(\d+)$/, "lines.$1.option"),
      v,
    ]),
  );
}

type Props = {
  order: RedeploymentOrder | null;
  initial: OrderValues;
  /** Saves the draft; `submit` then submits it (reserving its devices). */
  onSave: (body: OrderBody, submit: boolean) => Promise<unknown>;
  onCancel: () => void;
};

/** A redeployment order's account, recipient, address, needed-by date and lines (what is available). */
export function RedeploymentOrderForm({ order, initial, onSave, onCancel }: Props) {
  const accounts = useOrderAccounts();
  const submitAfter = useRef(false);
  // The form's checks run with the listings of the latest render.
  const availableRef = useRef<(option: string | null) => number | null>(() => null);
  const [submitAsked, setSubmitAsked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { form, onSubmit, submitting } = useDomainForm<OrderValues, OrderBody>({
    name: "RedeploymentOrderForm",
    schema: RedeploymentOrderBody,
    initialValues: initial,
    toBody,
    validate: (values, errors) => {
      const out = fieldsOf(errors);
      values.lines.forEach((l, i) => {
        const max = availableRef.current(l.option);
        if (l.option && max !== null && l.quantity > max)
          out[`lines.${i}.quantity`] = `Only ${max} available`;
      });
      return out;
    },
    serverErrors: (errors) => fieldsOf(errors),
    submit: (body) => onSave(body, submitAfter.current),
  });
  const values = form.getValues();
  const accountId = values.accountId ? Number(values.accountId) : null;
  const listings = useAccountListings(accountId);
  const rows: RedeploymentListing[] = listings.data?.data ?? [];
  const warehouses = [...new Map(rows.map((r) => [r.warehouseId, r.warehouseShortName])).entries()];
  const warehouseId = values.warehouseId ? Number(values.warehouseId) : (warehouses[0]?.[0] ?? null);
  const here = rows.filter((r) => r.warehouseId === warehouseId);
  const kept = new Map((order?.lines ?? []).map((l) => [optionOf(l), l]));
  const lineOptions = [
    ...here.map((r) => ({
      value: optionOf(r),
      label: `${r.productName} grade ${r.grade} (${r.available} available)`,
    })),
    ...[...kept.entries()]
      .filter(([k]) => !here.some((r) => optionOf(r) === k))
      .map(([k, l]) => ({
        value: k,
        label: `${l.productName} ${l.grade ? `grade ${l.grade}` : "any grade"}`,
      })),
  ];
  function availableOf(option: string | null): number | null {
    const row = here.find((r) => optionOf(r) === option);
    return row ? row.available : null;
  }
  availableRef.current = availableOf;
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const onlyAccount = accountOptions.length === 1 ? (accountOptions[0]?.value ?? null) : null;
  const firstWarehouse = warehouses[0]?.[0];
  // One account (a client of one) or one warehouse with stock: chosen for the user.
  useEffect(() => {
    if (!form.getValues().accountId && onlyAccount) form.setFieldValue("accountId", onlyAccount);
  }, [onlyAccount, form]);
  useEffect(() => {
    if (!form.getValues().warehouseId && firstWarehouse !== undefined)
      form.setFieldValue("warehouseId", String(firstWarehouse));
  }, [firstWarehouse, form]);
  const devices = values.lines.reduce((n, l) => n + (l.quantity || 0), 0);

  const save = (submit: boolean) => {
    submitAfter.current = submit;
    setSubmitAsked(submit);
    const check = form.validate();
    if (check.hasErrors) return;
    if (submit) setConfirming(true);
    else onSubmit();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save(false);
      }}
    >
      <Stack maw={720}>
        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h4">
              Devices
            </Title>
            <SelectField
              label="Account"
              required
              data={accountOptions}
              disabled={order !== null}
              value={values.accountId}
              error={form.errors.accountId}
              onChange={(value) => {
                form.setFieldValue("accountId", value);
                form.setFieldValue("warehouseId", null);
              }}
            />
            {warehouses.length > 1 ? (
              <SelectField
                label="Warehouse"
                required
                data={warehouses.map(([id, name]) => ({ value: String(id), label: name }))}
                disabled={order !== null}
                value={values.warehouseId}
                error={form.errors.warehouseId}
                onChange={(value) => form.setFieldValue("warehouseId", value)}
              />
            ) : null}
            {accountId !== null && !listings.isLoading && rows.length === 0 ? (
              <Text c="dimmed">This account has no devices kept for redeployment right now.</Text>
            ) : null}
            {values.lines.map((line, i) => (
              <Group key={line.key} align="flex-start" wrap="wrap" gap="xs">
                <div style={{ flex: "1 1 240px", minWidth: 0 }}>
                  <SelectField
                    label={`Line ${i + 1}: product and grade`}
                    required
                    data={lineOptions}
                    value={line.option}
                    error={form.errors[`lines.${i}.option`]}
                    onChange={(value) => form.setFieldValue(`lines.${i}.option`, value)}
                  />
                </div>
                <NumberInput
                  label="Quantity"
                  required
                  min={1}
                  max={availableOf(line.option) ?? undefined}
                  w={110}
                  value={line.quantity}
                  error={form.errors[`lines.${i}.quantity`]}
                  onChange={(value) => form.setFieldValue(`lines.${i}.quantity`, Number(value) || 0)}
                />
                {values.lines.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => form.removeListItem("lines", i)}
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            {typeof form.errors.lines === "string" ? (
              <Text c="red" size="sm">
                {form.errors.lines}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  form.insertListItem("lines", {
                    key: Math.max(0, ...values.lines.map((l) => l.key)) + 1,
                    option: null,
                    quantity: 1,
                  })
                }
              >
                Add line
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h4">
              Recipient
            </Title>
            <TextInput label="Name" required {...form.getInputProps("recipientName")} />
            <Group grow wrap="wrap" align="flex-start">
              <TextInput label="Email" type="email" miw={200} {...form.getInputProps("recipientEmail")} />
              <TextInput label="Phone" miw={160} {...form.getInputProps("recipientPhone")} />
            </Group>
            <AddressFields
              input={(field) => form.getInputProps(field)}
              country={{
                value: values.country,
                error: form.errors.country,
                onChange: (value) => form.setFieldValue("country", value),
              }}
            />
            <TextInput label="Needed by" type="date" w={200} {...form.getInputProps("neededBy")} />
            <Textarea label="Notes" minRows={2} {...form.getInputProps("notes")} />
          </Stack>
        </Paper>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="light" onClick={() => save(false)} loading={submitting && !submitAsked}>
            {order === null || order.status === "draft" ? "Save draft" : "Save"}
          </Button>
          {order === null || order.status === "draft" ? (
            <Button onClick={() => save(true)} loading={submitting && submitAsked}>
              Submit order
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Submit the order?"
        confirmLabel="Submit order"
        loading={submitting}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSubmit();
        }}
      >
        {`${devices} device${devices === 1 ? "" : "s"} will be reserved and sent to ${values.recipientName || "the recipient"}. The lines cannot change afterwards.`}
      </ConfirmModal>
    </form>
  );
}
