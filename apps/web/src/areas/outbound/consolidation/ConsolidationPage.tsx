import { Accordion, Alert, Anchor, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { SelectField, type SelectOption } from "../../../shared/SelectField";
import { useParentOptions } from "../../accounts/api";
import { InboundStatusBadge } from "../../activities/components/InboundStatusBadge";
import { useVendorOptions } from "../../carriers/api";
import { LoadFailed } from "../../inventory/components/LoadFailed";
import { useConsolidated } from "../consolidation-api";
import { LoadUnits } from "./LoadUnits";

/** Downstream vendors and buyers first, then clients (a redeployment back to them). */
function useConsigneeChoices(): { options: SelectOption[]; pending: boolean } {
  const vendors = useVendorOptions();
  const clients = useParentOptions();
  return useMemo(
    () => ({
      pending: vendors.isPending || clients.isPending,
      options: [
        ...(vendors.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
        ...(clients.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
      ],
    }),
    [vendors.data, vendors.isPending, clients.data, clients.isPending],
  );
}

/**
 * `consolidation`: choose a consignee, see its outbound loads still being built, picked or packed
 * with their shipping units, and work each load's units here (one open at a time).
 */
export default function ConsolidationPage() {
  const [params, setParams] = useSearchParams();
  const accountId = Number(params.get("accountId")) || null;
  const choices = useConsigneeChoices();
  const list = useConsolidated(accountId);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Stack>
      <PageHeader
        title="Consolidation"
        description="A consignee's open outbound loads and their pallets, gaylords and boxes, in one place."
      />
      <SelectField
        label="Consignee"
        placeholder={choices.pending ? "Loading accounts…" : "Choose a buyer, vendor or client"}
        data={choices.options}
        value={accountId === null ? null : String(accountId)}
        onChange={(v) => {
          setOpen(null);
          setParams(v ? { accountId: v } : {});
        }}
      />
      {accountId === null ? null : list.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="Loading the consignee's loads" />
        </Group>
      ) : list.error ? (
        <LoadFailed
          title="The loads could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <Alert color="gray" title="No open outbound load">
          {list.data.account.name} has no outbound load being built, picked or packed.
        </Alert>
      ) : (
        <>
          {list.data.more ? (
            <Text size="sm" c="dimmed">
              Showing the {list.data.data.length} loads that ship first.
            </Text>
          ) : null}
          <Accordion value={open} onChange={setOpen} variant="separated">
            {list.data.data.map((load) => (
              <Accordion.Item key={load.slug} value={load.slug}>
                <Accordion.Control aria-label={`Load ${load.slug}`}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} ff="monospace">
                      {load.slug}
                    </Text>
                    <InboundStatusBadge status={load.status} />
                    <Text size="sm" c="dimmed">
                      {load.warehouseShortName ?? ""} · ships {load.scheduledDate ?? "—"} · {load.toPick} to
                      pick · {load.progress.picked} picked · {load.packingLists.length} unit
                      {load.packingLists.length === 1 ? "" : "s"}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {open === load.slug ? (
                    <Paper p={0}>
                      <Stack gap="sm">
                        <Group gap="sm">
                          <Anchor component={Link} to={`/outbound/${load.slug}`} size="sm">
                            Open the load
                          </Anchor>
                          <Anchor component={Link} to={`/outbound/${load.slug}/pick-list`} size="sm">
                            Pick list
                          </Anchor>
                        </Group>
                        <LoadUnits slug={load.slug} status={load.status} />
                      </Stack>
                    </Paper>
                  ) : null}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}
