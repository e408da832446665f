import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { ASSET_TYPES, labelOf, scanWorkAssets, type WorkAsset } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { useFailure } from "../../../shared/use-failure";
import { scanIntoWorkOrder, useNextWorkAsset, useRefreshWorkOrder } from "../work-assets-api";
import { WorkScanWorkstation } from "./WorkScanWorkstation";

const SCAN_FIELD = "work-scan-barcode";
/** How many of this session's scans the panel lists (newest first). */
export const SCAN_LIST_MAX = 50;

type Props = {
  slug: string;
  /** Where an accepted asset's barcode leads, e.g. its page in the order. */
  assetHref: (barcode: string) => string;
  /** "shop order" or "processing job", for the texts. */
  orderNoun: string;
  /** The work order's warehouse: the technician says at which of its workstations they scan. */
  warehouseId?: number;
};

/** A scan the panel accepted, as the server answered it. */
type Accepted = Pick<WorkAsset, "id" | "barcode" | "type" | "productName" | "addedAt">;

/** The refusal to show beside the box: the server's reason for the barcode, else its message. */
export function refusalOf(error: unknown, barcode: string): string {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors();
    return fields.barcode ?? fields["barcodes.0"] ?? error.message;
  }
  return `${barcode} could not be scanned: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Scanning assets into a shop order or processing job (a keyboard-wedge scanner or typing, then
 * Enter): each accepted asset joins the list below; a refused one (held, already complete,
 * another account's load…) keeps its barcode in the box, selected, with the reason beside it.
 * The order's queue suggests what to scan next. Above the box the technician says at which
 * workstation they scan (where they are clocked in on this order, or a choice with "Clock in at
 * <workstation>" beside the box).
 */
export function WorkScanPanel({ slug, assetHref, orderNoun, warehouseId }: Props) {
  const can = useCan();
  const allowed = can(scanWorkAssets);
  const refresh = useRefreshWorkOrder();
  const fail = useFailure("WorkScanPanel");
  const next = useNextWorkAsset(slug, allowed);
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();
  const [accepted, setAccepted] = useState<Accepted[]>([]);
  const [busy, setBusy] = useState(false);

  if (!allowed) return null;

  const focusField = () => setTimeout(() => document.getElementById(SCAN_FIELD)?.focus(), 0);

  const scan = async (barcode: string) => {
    setBusy(true);
    try {
      const result = await scanIntoWorkOrder(slug, barcode);
      const rows: Accepted[] = result.data.length > 0 ? result.data : [];
      setAccepted((list) => [...rows, ...list].slice(0, SCAN_LIST_MAX));
      setText("");
      setRefusal(undefined);
      void refresh(slug);
    } catch (error) {
      // A refusal is an answer, not a fault: it shows beside the box and the barcode stays.
      // Anything else (the server failed, the connection dropped) is reported as well.
      if (!(error instanceof ApiError) || error.status >= 500) fail(error);
      setRefusal(refusalOf(error, barcode));
    } finally {
      setBusy(false);
      focusField();
    }
  };

  const suggestion = next.data;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Scan in
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="scanned-count">
            {accepted.length} scanned this session
          </Text>
        </Group>
        <WorkScanWorkstation
          slug={slug}
          warehouseId={warehouseId}
          orderNoun={orderNoun}
          onClockedIn={focusField}
        >
          <BarcodeInput
            id={SCAN_FIELD}
            label="Asset barcode"
            description={`Scan or type a barcode and press Enter to add it to this ${orderNoun}`}
            value={text}
            onChange={(value) => {
              setText(value);
              if (refusal) setRefusal(undefined);
            }}
            onSubmit={(barcode) => void scan(barcode)}
            clearOnSubmit={false}
            error={refusal}
            disabled={busy}
            autoFocus
          />
        </WorkScanWorkstation>
        {suggestion ? (
          <Alert color="blue" variant="light" p="xs" data-testid="next-suggestion">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">
                Next:{" "}
                <Text span fw={600}>
                  {suggestion.barcode}
                </Text>
                {/* The message carries the queue's count ("(2 waiting)", "(3 not complete)"). */}
                {suggestion.productName ? ` (${suggestion.productName})` : ""} — {suggestion.message}
              </Text>
              {suggestion.reason === "assigned" ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => {
                    setText(suggestion.barcode);
                    setRefusal(undefined);
                    focusField();
                  }}
                >
                  Put in the box
                </Button>
              ) : (
                <Anchor component={Link} to={assetHref(suggestion.barcode)} size="sm">
                  Open
                </Anchor>
              )}
            </Group>
          </Alert>
        ) : null}
        {accepted.length > 0 ? (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label="Scanned this session" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Barcode</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Scanned</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accepted.map((a, index) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Anchor component={Link} to={assetHref(a.barcode)} size="sm">
                          {a.barcode}
                        </Anchor>
                        {index === 0 ? (
                          <Badge size="xs" color="teal" variant="light">
                            Added
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{labelOf(ASSET_TYPES, a.type)}</Table.Td>
                    <Table.Td>{a.productName ?? "—"}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatWhen(a.addedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            Nothing scanned in yet this session.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
