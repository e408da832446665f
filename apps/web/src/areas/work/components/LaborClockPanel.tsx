import { Alert, Anchor, Box, Button, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import {
  ClockInBody,
  CrewSize,
  createLaborSegment,
  EVENT_REASON_CODES,
  LaborReasonCode,
  type LaborSegment,
} from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { useDomainForm } from "../../../shared/forms";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { changeLaborSegment, clockIn, useCurrentLabor, useRefreshLabor } from "../labor-api";
import { formatHours } from "./labor-format";
import { WorkstationPicker } from "./WorkstationPicker";

/** Reasons a person clocks out for (a crew change has its own button). */
export const CLOCK_OUT_REASONS = EVENT_REASON_CODES.filter((r) => r.id !== "crew_size_change").map((r) => ({
  value: r.id,
  label: r.label,
}));

type Props = {
  slug: string;
  /** The work order's warehouse: its workstations are offered. */
  warehouseId: number | undefined;
  /** The work order's status: only open and in-progress orders take a clock-in. */
  status: string | undefined;
  /** "shop order" or "processing job", for the texts. */
  orderNoun: string;
  /** Where another work order's page is, for "clocked in elsewhere". */
  orderHref: (segment: LaborSegment) => string;
};

type ClockInValues = { workstationId: number | null; crewSize: number | string };

/**
 * The signed-in person's clock on a work order: clock in at a workstation with a crew; once
 * clocked in, since when, clock out for a reason, or change the crew. Clocked in on another
 * order, it says where, and a clock-in here clocks out there (reason "other").
 */
export function LaborClockPanel({ slug, warehouseId, status, orderNoun, orderHref }: Props) {
  const can = useCan();
  const allowed = can(createLaborSegment);
  const current = useCurrentLabor(allowed);
  const refresh = useRefreshLabor();
  if (!allowed) return null;
  const segment = current.data ?? null;
  const here = segment !== null && segment.activitySlug === slug;
  const takesWork = status === "open" || status === "in_progress";
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Clock">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Clock
        </Title>
        {current.isPending ? (
          <Text size="sm" c="dimmed">
            Checking where you are clocked in…
          </Text>
        ) : here && segment ? (
          <ClockedIn slug={slug} segment={segment} onChanged={refresh} canChangeCrew={takesWork} />
        ) : (
          <>
            {segment ? (
              <Alert color="yellow" variant="light" p="xs" data-testid="clocked-in-elsewhere">
                You are clocked in on{" "}
                <Anchor component={Link} to={orderHref(segment)}>
                  {segment.activitySlug}
                </Anchor>{" "}
                at {segment.workstationBarcode ?? "a workstation"} since {formatWhen(segment.startedAt)}.
                Clocking in here clocks you out there (reason: Other).
              </Alert>
            ) : null}
            {takesWork ? (
              <ClockInForm slug={slug} warehouseId={warehouseId} onDone={refresh} />
            ) : (
              <Text size="sm" c="dimmed">
                This {orderNoun} is {status?.replace("_", " ") ?? "not open"}: nobody clocks in on it.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ClockInForm({
  slug,
  warehouseId,
  onDone,
}: {
  slug: string;
  warehouseId: number | undefined;
  onDone: () => unknown;
}) {
  const { form, onSubmit, submitting } = useDomainForm<
    ClockInValues,
    { workstationId: number; crewSize: number }
  >({
    name: "LaborClockIn",
    schema: ClockInBody,
    initialValues: { workstationId: null, crewSize: 1 },
    toBody: (v) => ({
      workstationId: v.workstationId as number,
      crewSize: v.crewSize === "" ? Number.NaN : Number(v.crewSize),
    }),
    submit: async (body) => {
      const segment = await clockIn(slug, body);
      showSnackbar(`Clocked in at ${segment.workstationBarcode ?? "the workstation"}`, "success");
      await onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <WorkstationPicker
            id="labor-workstation"
            warehouseId={warehouseId}
            value={form.values.workstationId}
            onChange={(id) => form.setFieldValue("workstationId", id)}
            error={form.errors.workstationId as string | undefined}
          />
          <NumberInput
            label="Crew size"
            description="People working this segment together"
            min={1}
            clampBehavior="none"
            max={50}
            allowDecimal={false}
            maw={180}
            {...form.getInputProps("crewSize")}
          />
        </Group>
        <Group>
          <Button type="submit" loading={submitting}>
            Clock in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ClockedIn({
  slug,
  segment,
  onChanged,
  canChangeCrew,
}: {
  slug: string;
  segment: LaborSegment;
  onChanged: () => unknown;
  canChangeCrew: boolean;
}) {
  const fail = useFailure("LaborClockOut");
  const [reason, setReason] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [crew, setCrew] = useState<number | string>(segment.crewSize);
  const [crewError, setCrewError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"out" | "crew" | null>(null);

  const clockOut = async () => {
    const parsed = LaborReasonCode.safeParse(reason);
    if (!parsed.success) {
      setReasonError("Choose why you are clocking out");
      return;
    }
    setBusy("out");
    try {
      await changeLaborSegment(slug, segment.id, { reasonCode: parsed.data });
      showSnackbar("Clocked out", "success");
      setReason(null);
      await onChanged();
    } catch (error) {
      setReasonError(fail(error).reasonCode);
    } finally {
      setBusy(null);
    }
  };

  const changeCrew = async () => {
    const parsed = CrewSize.safeParse(crew === "" ? Number.NaN : crew);
    if (!parsed.success) {
      setCrewError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data === segment.crewSize) {
      setCrewError(`The crew is already ${segment.crewSize}`);
      return;
    }
    setBusy("crew");
    try {
      await changeLaborSegment(slug, segment.id, { crewSize: parsed.data });
      showSnackbar(`Crew changed to ${parsed.data}`, "success");
      await onChanged();
    } catch (error) {
      setCrewError(fail(error).crewSize);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm" data-testid="clocked-in">
      <Text>
        Clocked in at{" "}
        <Text span fw={600}>
          {segment.workstationBarcode ?? "—"}
        </Text>{" "}
        since {formatWhen(segment.startedAt)} · crew {segment.crewSize} · {formatHours(segment.hours)} so far
      </Text>
      <Group align="flex-end" wrap="wrap" gap="xs">
        <Box style={{ flex: "1 1 240px", maxWidth: 340 }}>
          <SelectField
            id="labor-reason"
            label="Reason"
            placeholder="Why are you clocking out?"
            data={CLOCK_OUT_REASONS}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setReasonError(undefined);
            }}
            error={reasonError}
            required
          />
        </Box>
        <Button color="orange" onClick={() => void clockOut()} loading={busy === "out"}>
          Clock out
        </Button>
      </Group>
      {canChangeCrew ? (
        <Group align="flex-end" wrap="wrap" gap="xs">
          <NumberInput
            label="New crew size"
            min={1}
            clampBehavior="none"
            max={50}
            allowDecimal={false}
            maw={180}
            value={crew}
            onChange={(v) => {
              setCrew(v);
              setCrewError(undefined);
            }}
            error={crewError}
          />
          <Button variant="light" onClick={() => void changeCrew()} loading={busy === "crew"}>
            Change crew
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
