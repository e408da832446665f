import { Group, Loader, Stack, Text, Title } from "@mantine/core";
import { addSettlementAdjustment, finalizeSettlement, updateSettlementDraft } from "@ops/domain";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../shared/api";
import { useCan } from "../../../shared/permissions";
import { useSettlement } from "../api";
import { AdjustmentAction } from "./AdjustmentModal";
import { DraftForm } from "./DraftForm";
import { FinalizeAction, type Refusal, RefusalAlert } from "./FinalizeAction";
import { RevenueShareHistory } from "./RevenueShareHistory";
import { StatementDetails } from "./StatementDetails";
import { StatementDownloads } from "./StatementDownloads";
import { StatementLines } from "./StatementLines";
import { SkippedRules, UnpricedAlert } from "./StatementNotices";
import { StatementHeading, StatementSummary } from "./StatementSummary";

/**
 * The operator's settlement of a load, beside its pricing pages: the live draft (its inputs and
 * typed lines editable, then finalised) or the final statement (adjustments, revenue share as
 * devices sell), with the PDF and xlsx.
 */
export function SettlementScreen({ slug, loadStatus }: { slug: string; loadStatus: string }) {
  const settlement = useSettlement(slug);
  // A move of the load (processed makes a sort-and-settle yield final) changes the draft: read it again.
  const seenStatus = useRef(loadStatus);
  const { refetch } = settlement;
  useEffect(() => {
    if (seenStatus.current === loadStatus) return;
    seenStatus.current = loadStatus;
    void refetch();
  }, [loadStatus, refetch]);
  const can = useCan();
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  if (!settlement.data) {
    if (settlement.error instanceof ApiError && settlement.error.status === 404)
      return <Text>This load has no settlement: only received inbound loads are settled.</Text>;
    if (settlement.error) throw settlement.error;
    return <Loader aria-label="Loading the statement" />;
  }
  const statement = settlement.data;
  const draft = statement.status === "draft";
  const editable = draft && can(updateSettlementDraft);

  return (
    <Stack>
      <StatementHeading statement={statement}>
        <Group gap="xs" wrap="wrap">
          <StatementDownloads slug={statement.load.slug} />
          {draft && can(finalizeSettlement) ? (
            <FinalizeAction
              statement={statement}
              dirty={dirty}
              loadStatus={loadStatus}
              onRefused={setRefusal}
            />
          ) : null}
          {!draft && can(addSettlementAdjustment) ? <AdjustmentAction statement={statement} /> : null}
        </Group>
      </StatementHeading>
      {draft ? (
        <Text size="sm" c="dimmed">
          A draft is worked out afresh from the load's pricing and its program's rules each time it is opened.
          Finalising marks the load priced and freezes it.
        </Text>
      ) : null}
      <RefusalAlert refusal={refusal} onClose={() => setRefusal(null)} />
      <UnpricedAlert products={statement.unpricedProducts} />
      <SkippedRules rules={statement.skippedRules} />
      <StatementSummary statement={statement} />
      {editable ? (
        <DraftForm statement={statement} onDirtyChange={setDirty} />
      ) : (
        <StatementDetails statement={statement} />
      )}
      {draft ? null : <RevenueShareHistory lines={statement.lines} />}
      <Stack gap="xs">
        <Title order={2} size="h4">
          Lines
        </Title>
        <StatementLines lines={statement.lines} />
      </Stack>
    </Stack>
  );
}
