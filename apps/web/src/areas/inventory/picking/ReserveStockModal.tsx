import { Button, CloseButton, Group, List, Modal, Stack, Text } from "@mantine/core";
import { listUsers, MAX_RESERVE_BARCODES } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useCoordinatorOptions } from "../../activities/inbound-api";
import { useReserveStock } from "./picking-api";

const SCAN_FIELD = "reserve-scan";
const ANYONE = "anyone";

/**
 * "Reserve stock" for an order: scan (or type) the stock assets, choose whose pick list they go
 * on, and reserve them all or none; every refused barcode is listed with its reason.
 */
export function ReserveStockModal({
  slug,
  opened,
  onClose,
}: {
  slug: string;
  opened: boolean;
  onClose: () => void;
}) {
  const can = useCan();
  const me = useSite().data?.user;
  const operators = useCoordinatorOptions();
  const reserve = useReserveStock(slug);
  const [barcodes, setBarcodes] = useState<string[]>([]);
  const [assignee, setAssignee] = useState<string | null>(ANYONE);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [scanError, setScanError] = useState<string | undefined>();

  const people = can(listUsers)
    ? (operators.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))
    : me
      ? [{ value: String(me.id), label: `${me.name} (me)` }]
      : [];
  const options = [{ value: ANYONE, label: "Anyone in the warehouse" }, ...people];

  const close = () => {
    setBarcodes([]);
    setRefusals([]);
    setScanError(undefined);
    setAssignee(ANYONE);
    onClose();
  };

  const add = (text: string) => {
    const codes = text
      .split(/[\s,;]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean);
    const fresh = codes.filter((c) => !barcodes.includes(c));
    if (fresh.length === 0) {
      setScanError(`${codes[0]} is on the list already`);
      return;
    }
    if (barcodes.length + fresh.length > MAX_RESERVE_BARCODES) {
      setScanError(`At most ${MAX_RESERVE_BARCODES} barcodes at once`);
      return;
    }
    setScanError(undefined);
    setRefusals([]);
    setBarcodes((list) => [...list, ...fresh]);
  };

  const submit = () => {
    reserve.mutate(
      { barcodes, assignedTo: assignee === ANYONE || assignee === null ? null : Number(assignee) },
      {
        onSuccess: close,
        onError: (error) => {
          const body =
            error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> }) : null;
          const listed = body?.errors?.barcodes ?? body?.errors?.assignedTo;
          setRefusals(listed && listed.length > 0 ? listed : [error.message]);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Reserve stock" centered size="lg">
      <Stack>
        <Text size="sm">
          Scan the stock assets this order takes. They go on a pick list; the picker fetches them from their
          locations.
        </Text>
        <BarcodeInput
          id={SCAN_FIELD}
          label="Asset barcode"
          description="Scan or type and press Enter; several separated by spaces are added at once."
          onSubmit={add}
          error={scanError}
          autoFocus
        />
        {barcodes.length > 0 ? (
          <Stack gap={4} aria-label="Barcodes to reserve">
            {barcodes.map((b) => (
              <Group key={b} justify="space-between" gap="xs">
                <Text ff="monospace" size="sm">
                  {b}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${b}`}
                  onClick={() => setBarcodes((list) => list.filter((x) => x !== b))}
                />
              </Group>
            ))}
          </Stack>
        ) : null}
        <SelectField label="Pick list of" data={options} value={assignee} onChange={setAssignee} />
        {refusals.length > 0 ? (
          <div role="alert">
            <Text c="red" size="sm" fw={600}>
              Nothing was reserved:
            </Text>
            <List size="sm" c="red">
              {refusals.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={barcodes.length === 0} loading={reserve.isPending}>
            {barcodes.length === 1 ? "Reserve 1 asset" : `Reserve ${barcodes.length} assets`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
