import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { type Asset, updateAsset } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useCan } from "../../../shared/permissions";
import { useFailure } from "../../../shared/use-failure";
import { findScanned, moveRefusalOf, takeIntoMobility } from "../mobility-scan";
import { mobilityAssetPath } from "./MobilityAssetsTable";

const SCAN_FIELD = "mobility-scan";
/** How many of this session's scans the panel lists (newest first). */
const SCAN_LIST_MAX = 50;

type Scanned = { asset: Asset; moved: boolean };

/**
 * Scanning phones, tablets and their bins into the mobility inventory (a scanner's Enter after
 * each): a barcode or an IMEI. Each taken-in asset joins the list below; a refusal (unknown
 * barcode, a held device) keeps the text in the box with the reason beside it.
 */
export function MobilityScanPanel({ slug }: { slug: string }) {
  const can = useCan();
  const fail = useFailure("MobilityScanPanel");
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [scanned, setScanned] = useState<Scanned[]>([]);
  if (!can(updateAsset)) return null;

  const scan = async (code: string) => {
    setBusy(true);
    try {
      const found = await findScanned(code);
      if ("refusal" in found) {
        setRefusal(found.refusal);
        return;
      }
      const result = await takeIntoMobility(found.asset, slug);
      setScanned((list) =>
        [result, ...list.filter((s) => s.asset.id !== result.asset.id)].slice(0, SCAN_LIST_MAX),
      );
      setText("");
      setRefusal(undefined);
      void queryClient.invalidateQueries({ queryKey: ["assets"] });
      void queryClient.invalidateQueries({ queryKey: ["work", slug] });
    } catch (error) {
      const refused = moveRefusalOf(error);
      if (refused) setRefusal(refused);
      else fail(error);
    } finally {
      setBusy(false);
      setTimeout(() => document.getElementById(SCAN_FIELD)?.focus(), 0);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Scan in
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {scanned.length} scanned this session
          </Text>
        </Group>
        <BarcodeInput
          id={SCAN_FIELD}
          label="Barcode or IMEI"
          description="Scan a phone, tablet or bin and press Enter to take it into the mobility inventory."
          value={text}
          onChange={(v) => {
            setText(v);
            if (refusal) setRefusal(undefined);
          }}
          onSubmit={(code) => void scan(code)}
          clearOnSubmit={false}
          error={refusal}
          disabled={busy}
          autoFocus
        />
        {scanned.length > 0 ? (
          <Table aria-label="Scanned this session" verticalSpacing={4}>
            <Table.Tbody>
              {scanned.map(({ asset, moved }) => (
                <Table.Tr key={asset.id}>
                  <Table.Td>
                    <Anchor component={Link} to={mobilityAssetPath(asset)} size="sm" fw={600}>
                      {asset.barcode}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[asset.serialNumber, asset.productAssets[0]?.productName].filter(Boolean).join(" · ")}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ textAlign: "right" }}>
                    <Badge variant="light" color={moved ? "green" : "gray"} size="sm">
                      {moved ? "Taken in" : "Already here"}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
