import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type Activity, labelOf, SERVICE_TIERS } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { WorkOrderAssignmentLine } from "./WorkOrderAssignmentLine";
import { loadPath } from "./WorkOrderFrame";
import { workOrderBase } from "./work-order-values";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** The overview of a shop order or processing job: what it works, for whom, and how. */
export function WorkOrderOverview({ activity: a }: { activity: Activity }) {
  const base = workOrderBase(a.type === "processing" || a.type === "itad" ? a.type : "shop_order");
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h4">
          Details
        </Title>
        <WorkOrderAssignmentLine slug={a.slug} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label="Account">{a.accountName ?? "—"}</Field>
          <Field label="Program">{a.programName ?? "—"}</Field>
          <Field label="Warehouse">{a.warehouseShortName}</Field>
          <Field label="Load">
            {a.loadSlug ? (
              <Anchor component={Link} to={loadPath(a.loadSlug)} inherit>
                {a.loadSlug}
              </Anchor>
            ) : (
              "—"
            )}
          </Field>
          <Field label="Service tier">{labelOf(SERVICE_TIERS, a.serviceTier) || "—"}</Field>
          {a.type === "shop_order" ? (
            <Field label={a.parentSlug ? "Parent shop order" : "Child shop orders"}>
              {a.parentSlug ? (
                <Anchor component={Link} to={`${base}/${a.parentSlug}`} inherit>
                  {a.parentSlug}
                </Anchor>
              ) : (
                a.childCount
              )}
            </Field>
          ) : null}
          <Field label="Created">
            {formatWhen(a.createdAt)}
            {a.createdBy ? ` by ${a.createdBy}` : ""}
          </Field>
          <Field label="Updated">{formatWhen(a.updatedAt)}</Field>
        </SimpleGrid>
        <Field label="Description">{a.description ?? "—"}</Field>
      </Stack>
    </Card>
  );
}
