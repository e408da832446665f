import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  CYCLE_COUNT_OUTCOMES,
  CYCLE_COUNT_RESOLUTIONS,
  CYCLE_COUNT_STATUSES,
  type CycleCountDetail,
  type CycleCountItem,
  type CycleCountLocation,
  closeCycleCount,
  labelOf,
  scanCycleCount,
} from "@ops/domain";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { formatWhen } from "../../../shared/dates";
import { Figure } from "../../../shared/Figure";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { useFailure } from "../../../shared/use-failure";
import { formatVariance } from "../components/CycleCountSummaryPanel";
import { LoadFailed } from "../components/LoadFailed";
import { LocationFrame } from "../components/LocationFrame";
import { ScanBox, useScanBox } from "../components/ScanBox";
import { useClaimLocation, useCloseCycleCount, useCountScan, useCycleCount } from "./cycle-counts-api";
import { accuracyColor, formatAccuracy } from "./format";

const SCAN_FIELD = "count-scan";
const refocus = () => setTimeout(() => document.getElementById(SCAN_FIELD)?.focus(), 0);

const OUTCOME_COLORS: Record<string, string> = {
  found: "teal",
  moved: "blue",
  missing: "red",
  unexpected: "orange",
};

function Figures({ count }: { count: CycleCountDetail }) {
  const f = count.figures;
  const scannedOfExpected = f.found + f.moved;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 3, sm: 6 }} aria-label="Figures of the count">
        <Figure label="Expected" value={f.expected.toLocaleString()} />
        <Figure label="Counted" value={f.counted.toLocaleString()} />
        <Figure label="Missing" value={f.missing.toLocaleString()} color={f.missing ? "red" : undefined} />
        <Figure
          label="Unexpected"
          value={(f.unexpected + f.moved).toLocaleString()}
          color={f.unexpected + f.moved ? "orange" : undefined}
        />
        <Figure label="Variance" value={formatVariance(f.variance)} />
        <Figure label="Accuracy" value={formatAccuracy(f.accuracy)} color={accuracyColor(f.accuracy)} />
      </SimpleGrid>
      {f.expected > 0 ? (
        <Progress
          value={(scannedOfExpected / f.expected) * 100}
          size="lg"
          aria-label={`${scannedOfExpected} of ${f.expected} expected assets counted`}
        />
      ) : null}
    </Stack>
  );
}

function LocationCard({
  location: l,
  me,
  selected,
  open,
  onClaim,
  onSelect,
  claiming,
}: {
  location: CycleCountLocation;
  me: number | undefined;
  selected: boolean;
  open: boolean;
  onClaim: () => void;
  onSelect: () => void;
  claiming: boolean;
}) {
  const mine = l.claimedBy !== null && l.claimedBy.id === me;
  return (
    <Paper withBorder p="xs" radius="md" bg={selected ? "var(--mantine-color-blue-light)" : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }} ml={l.depth * 8}>
            {l.barcode}
          </Text>
          <Text size="xs" c="dimmed">
            {l.scanned} scanned · {l.expected} expected
            {l.claimedBy ? ` · ${mine ? "you" : l.claimedBy.name}` : ""}
          </Text>
        </div>
        {!open ? null : mine ? (
          <Button
            size="xs"
            variant={selected ? "filled" : "light"}
            onClick={onSelect}
            aria-pressed={selected}
          >
            {selected ? "Counting" : "Count here"}
          </Button>
        ) : l.claimedBy ? (
          <Badge color="gray" variant="light">
            Taken
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            onClick={onClaim}
            loading={claiming}
            aria-label={`Claim ${l.barcode}`}
          >
            Claim
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function ItemsTable({
  items,
  label,
  selectable,
  accepted,
  onToggle,
}: {
  items: CycleCountItem[];
  label: string;
  selectable: boolean;
  accepted: Set<number>;
  onToggle: (id: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {selectable ? <Table.Th w={40}>Adjust</Table.Th> : null}
            <Table.Th>Asset</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Expected at</Table.Th>
            <Table.Th>Found at</Table.Th>
            <Table.Th>Resolution</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.id}>
              {selectable ? (
                <Table.Td>
                  <Checkbox
                    aria-label={`Adjust ${i.barcode}`}
                    checked={accepted.has(i.id)}
                    onChange={() => onToggle(i.id)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Link to={`/assets/${encodeURIComponent(i.barcode)}`}>{i.barcode}</Link>
                {i.productName ? (
                  <Text size="xs" c="dimmed">
                    {i.productName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={OUTCOME_COLORS[i.outcome]}>
                  {labelOf(CYCLE_COUNT_OUTCOMES, i.outcome)}
                </Badge>
              </Table.Td>
              <Table.Td>{i.expectedLocation?.barcode ?? "—"}</Table.Td>
              <Table.Td>{i.foundLocation?.barcode ?? "—"}</Table.Td>
              <Table.Td>
                {i.resolution ? (
                  <Text size="sm">{labelOf(CYCLE_COUNT_RESOLUTIONS, i.resolution)}</Text>
                ) : null}
                {i.refusal ? (
                  <Text size="xs" c="red">
                    {i.refusal}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CountScanBox({ count, locationId }: { count: CycleCountDetail; locationId: number | null }) {
  const scan = useCountScan(count.id);
  const box = useScanBox(SCAN_FIELD, "CycleCountScan");
  const location = count.locations.find((l) => l.id === locationId);
  const submit = (barcode: string) => {
    if (!locationId) return;
    scan.mutate(
      { locationId, barcode },
      {
        onSuccess: (result) =>
          box.accepted(
            result.status === "counted"
              ? `Counted ${result.item.barcode}: ${labelOf(CYCLE_COUNT_OUTCOMES, result.item.outcome).toLowerCase()}`
              : `${result.item.barcode} was already counted; nothing changed`,
          ),
        onError: box.refused,
      },
    );
  };
  return (
    <Stack gap="xs">
      <ScanBox
        box={box}
        label={location ? `Scan an asset in ${location.barcode}` : "Claim a location to scan in it"}
        onSubmit={submit}
        disabled={!location || scan.isPending}
      />
    </Stack>
  );
}

function CountScreen({ countId, locationId }: { countId: number; locationId: number }) {
  const count = useCycleCount(countId);
  const claim = useClaimLocation(countId);
  const close = useCloseCycleCount(countId);
  const can = useCan();
  const me = useSite().data?.user?.id;
  const fail = useFailure("CycleCountPage");
  const [selected, setSelected] = useState<number | null>(null);
  const [claimRefusal, setClaimRefusal] = useState<string | null>(null);
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const data = count.data;

  // Counting where you already claimed: the first of your locations is selected.
  useEffect(() => {
    if (!data || selected !== null) return;
    const mine = data.locations.find((l) => l.claimedBy?.id === me);
    if (mine) setSelected(mine.id);
  }, [data, me, selected]);

  const accepted = useMemo(
    () => new Set((data?.differences ?? []).filter((d) => !excluded.has(d.id)).map((d) => d.id)),
    [data, excluded],
  );

  if (count.isPending) return <Loader aria-label="Loading the count" />;
  if (count.error)
    return (
      <LoadFailed
        title="The count could not be loaded"
        error={count.error}
        onRetry={() => void count.refetch()}
      />
    );
  const c = count.data;
  if (c.locationId !== locationId)
    return (
      <Alert color="gray" title="Not a count of this location">
        <Link to={`/locations/${c.locationId}/cycle-counts/${c.id}`}>
          Open count {c.id} on {c.locationBarcode}
        </Link>
      </Alert>
    );
  const open = c.status === "open";
  const differences = c.differences;
  const toggle = (id: number) =>
    setExcluded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const doClaim = (id: number) =>
    claim.mutate(id, {
      onSuccess: () => {
        setClaimRefusal(null);
        setSelected(id);
        refocus();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500) setClaimRefusal(error.message);
        else fail(error);
      },
    });
  // Claiming and selecting only while the count is open to the user's scans.
  const counting = open && can(scanCycleCount);
  const locations = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" aria-label="Locations of the count">
      {c.locations.map((l) => (
        <LocationCard
          key={l.id}
          location={l}
          me={me}
          open={counting}
          selected={counting && selected === l.id}
          claiming={counting && claim.isPending && claim.variables === l.id}
          onClaim={() => doClaim(l.id)}
          onSelect={() => {
            setSelected(l.id);
            refocus();
          }}
        />
      ))}
    </SimpleGrid>
  );
  const doClose = () =>
    close.mutate(accepted.size === differences.length ? "all" : [...accepted], {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        setConfirming(false);
        fail(error);
      },
    });

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Title order={2} size="h3">
              Count {c.id}
            </Title>
            <Badge color={open ? "blue" : "gray"}>{labelOf(CYCLE_COUNT_STATUSES, c.status)}</Badge>
            <Badge variant="outline">
              {c.includeChildren ? `Zone (${c.locations.length} locations)` : "Location"}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Started {formatWhen(c.startedAt)}
            {c.startedBy ? ` by ${c.startedBy.name}` : ""}
            {c.closedAt
              ? ` · closed ${formatWhen(c.closedAt)}${c.closedBy ? ` by ${c.closedBy.name}` : ""}`
              : ""}
            {c.review > 0 ? ` · ${c.review} left for review` : ""}
          </Text>
        </div>
        {open && can(closeCycleCount) ? (
          <Button onClick={() => setConfirming(true)} color="red" variant="light">
            Close the count
          </Button>
        ) : null}
      </Group>
      <Figures count={c} />
      {counting ? (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <CountScanBox count={c} locationId={selected} />
            {claimRefusal ? (
              <Text size="sm" c="red" role="alert">
                {claimRefusal}
              </Text>
            ) : null}
            {locations}
          </Stack>
        </Paper>
      ) : (
        locations
      )}
      <Stack gap="xs">
        <Title order={3} size="h4">
          Differences
        </Title>
        {differences.length === 0 ? (
          <Text c="dimmed" size="sm">
            {open
              ? "No differences so far: everything counted was where the system had it."
              : "No differences."}
          </Text>
        ) : (
          <>
            {open && can(closeCycleCount) ? (
              <Text size="sm" c="dimmed">
                Ticked differences are adjusted when the count closes; the others are left for review.
              </Text>
            ) : null}
            <ItemsTable
              items={differences}
              label="Differences"
              selectable={open && can(closeCycleCount)}
              accepted={accepted}
              onToggle={toggle}
            />
          </>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Found where expected
        </Title>
        {c.recentFound.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing found where expected yet.
          </Text>
        ) : (
          <ItemsTable
            items={c.recentFound}
            label="Found"
            selectable={false}
            accepted={accepted}
            onToggle={toggle}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={`Close count ${c.id}?`}
        confirmLabel="Close the count"
        onConfirm={doClose}
        onClose={() => setConfirming(false)}
        loading={close.isPending}
      >
        {accepted.size} {accepted.size === 1 ? "difference is" : "differences are"} adjusted (each with an
        event); {differences.length - accepted.size} left for review. Nothing more can be scanned in this
        count.
      </ConfirmModal>
    </Stack>
  );
}

/** `locations/:id/cycle-counts/:countId`: claim a location, scan, compare, adjust, close. */
export default function CycleCountPage() {
  const { countId } = useParams();
  const id = /^\d+$/.test(countId ?? "") ? Number(countId) : Number.NaN;
  return (
    <LocationFrame>
      {(l) =>
        Number.isNaN(id) ? (
          <Alert color="gray" title="Count not found">
            There is no count with this id.
          </Alert>
        ) : (
          <CountScreen countId={id} locationId={l.id} />
        )
      }
    </LocationFrame>
  );
}
