import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type Disposition, type R2Classification, ROUTING_MAX, routeAssets } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../../shared/api";
import { ConfirmModal } from "../../../../shared/ConfirmModal";
import { nothingDoneMessage } from "../../../../shared/nothing-done";
import { type Outcome, OutcomeAlert } from "../../../../shared/OutcomeAlert";
import { useCan } from "../../../../shared/permissions";
import { SelectField } from "../../../../shared/SelectField";
import { useFailure } from "../../../../shared/use-failure";
import {
  fetchSerialsPage,
  itadKeys,
  routeSerials,
  type SerialFilter,
  useRefreshItad,
  useRoutings,
} from "../../itad-api";
import { ScannedSerials } from "./ScannedSerials";
import { type PackLine, routedMessage, routingQuestion, withLineErrors } from "./scan-lists";
import { DISPOSITION_OPTIONS, GRADE_OPTIONS, R2_OPTIONS } from "./serial-values";

type Mode = "scan" | "filter";
type Target = {
  disposition: Disposition | null;
  r2Classification: R2Classification | null;
  routingId: string | null;
};

/** How many of the order's devices a filter takes (the serial list's total for it). */
function useMatching(slug: string, filter: SerialFilter, enabled: boolean) {
  return useQuery({
    queryKey: [...itadKeys.serials(slug, filter), "count"],
    queryFn: () => fetchSerialsPage(slug, filter, { page: 1, pageSize: 1 }).then((p) => p.total),
    enabled,
  });
}

/**
 * Bulk routing (SPEC §2 itad/bulk-routing): the devices scanned into a list or chosen by a filter
 * (grade, current disposition), then the disposition, R2 classification and routing they all
 * take, asked once more before it is written, all or none. A held device refused for resale or
 * reuse (409) is named with its hold, and nothing changes.
 */
export function BulkRoutingForm({ slug }: { slug: string }) {
  const can = useCan();
  const fail = useFailure("BulkRoutingForm");
  const refresh = useRefreshItad();
  const routings = useRoutings();
  const [mode, setMode] = useState<Mode>("scan");
  const [lines, setLines] = useState<readonly PackLine[]>([]);
  const [filter, setFilter] = useState<SerialFilter>({});
  const [target, setTarget] = useState<Target>({
    disposition: null,
    r2Classification: null,
    routingId: null,
  });
  const [dispositionError, setDispositionError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const matching = useMatching(slug, filter, mode === "filter");

  if (!can(routeAssets)) return null;

  const count = mode === "scan" ? lines.length : (matching.data ?? null);
  const routingOptions = (routings.data ?? [])
    .filter((r) => r.active || String(r.id) === target.routingId)
    .map((r) => ({ value: String(r.id), label: `${r.code} · ${r.name}` }));

  const ask = () => {
    if (!target.disposition) {
      setDispositionError("Choose where the devices go");
      return;
    }
    setOutcome(null);
    setAsking(true);
  };

  const route = async () => {
    const disposition = target.disposition;
    if (!disposition) return;
    setSending(true);
    try {
      const answer = await routeSerials(slug, {
        ...(mode === "scan"
          ? { barcodes: lines.map((l) => l.barcode) }
          : { filter: { grade: filter.grade, disposition: filter.disposition } }),
        disposition,
        // Left unchosen, the devices keep their own (null would clear them).
        ...(target.r2Classification ? { r2Classification: target.r2Classification } : {}),
        ...(target.routingId ? { routingId: Number(target.routingId) } : {}),
      });
      setOutcome({
        color: "teal",
        text: routedMessage(answer.updated, disposition, target.r2Classification),
      });
      setLines([]);
      void refresh(slug);
    } catch (error) {
      const fields = fail(error);
      if (mode === "scan") setLines(withLineErrors(lines, fields));
      // A held device (409) or a refused serial (422) names itself: the words are the server's.
      setOutcome({
        color: "red",
        text:
          error instanceof ApiError && error.status < 500
            ? `Nothing was changed: ${error.message}`
            : nothingDoneMessage(error, "changed"),
      });
    } finally {
      setSending(false);
      setAsking(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Which devices
        </Title>
        <SegmentedControl
          value={mode}
          onChange={(next) => {
            setMode(next as Mode);
            setOutcome(null);
          }}
          data={[
            { value: "scan", label: "Scan serials" },
            { value: "filter", label: "By filter" },
          ]}
          aria-label="Choose devices by"
        />
        {mode === "scan" ? (
          <ScannedSerials
            fieldId="routing-serial"
            lines={lines}
            onChange={setLines}
            max={ROUTING_MAX}
            label="Serials to route"
            autoFocus
          />
        ) : (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <SelectField
                label="Grade"
                placeholder="Any grade"
                data={GRADE_OPTIONS}
                value={filter.grade ?? null}
                onChange={(g) => setFilter({ ...filter, grade: (g ?? undefined) as SerialFilter["grade"] })}
              />
              <SelectField
                label="Current disposition"
                placeholder="Any disposition"
                data={DISPOSITION_OPTIONS}
                value={filter.disposition ?? null}
                onChange={(d) =>
                  setFilter({ ...filter, disposition: (d ?? undefined) as SerialFilter["disposition"] })
                }
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed" aria-live="polite">
              {matching.data === undefined
                ? matching.error
                  ? "The matching devices could not be counted."
                  : "Counting the matching devices…"
                : `${matching.data.toLocaleString()} of this order's devices match.`}
            </Text>
          </Stack>
        )}
        <Title order={2} size="h4">
          Route them to
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <SelectField
            label="Disposition"
            required
            data={DISPOSITION_OPTIONS}
            value={target.disposition}
            onChange={(d) => {
              setTarget({ ...target, disposition: d as Disposition | null });
              setDispositionError(undefined);
            }}
            error={dispositionError}
          />
          <SelectField
            label="R2 classification"
            placeholder="Leave as it is"
            data={R2_OPTIONS}
            value={target.r2Classification}
            onChange={(c) => setTarget({ ...target, r2Classification: c as R2Classification | null })}
          />
          <SelectField
            label="Routing"
            placeholder={routings.isLoading ? "Loading routings…" : "Leave as it is"}
            data={routingOptions}
            value={target.routingId}
            onChange={(r) => setTarget({ ...target, routingId: r })}
          />
        </SimpleGrid>
        <OutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} />
        <Group justify="flex-end">
          <Button onClick={ask} disabled={count === 0}>
            {count === null || count === 0
              ? "Route the devices"
              : `Route ${count === 1 ? "1 device" : `${count.toLocaleString()} devices`}`}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        title="Route these devices?"
        confirmLabel="Route"
        onConfirm={() => void route()}
        onClose={() => setAsking(false)}
        loading={sending}
      >
        {routingQuestion(count, target.disposition ?? "", target.r2Classification)} {changedFields(target)} of
        every one of them change at once, or nothing changes.
      </ConfirmModal>
    </Paper>
  );
}

/** "Disposition", "Disposition and routing", "Disposition, R2 classification and routing". */
function changedFields(target: Target): string {
  const fields = [
    "Disposition",
    target.r2Classification ? "R2 classification" : null,
    target.routingId ? "routing" : null,
  ];
  const named = fields.filter((f): f is string => f !== null);
  return named.length === 1 ? (named[0] ?? "") : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}
