// `listings/ebay` (issue 19): the marketplace boundary. The bulk-listing file goes out, the
// sold-items report comes in; nothing here calls a marketplace.
import { Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { ECOMMERCE_PLATFORMS, type ListingSummary, type ListingsQuery, unlistListings } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { saveBlob } from "../../../shared/save-file";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { downloadMarketplaceFile } from "./api";
import { ListingsChooser } from "./ListingsChooser";
import { SoldReportUpload } from "./SoldReportUpload";

type Platform = NonNullable<ListingsQuery["platform"]>;
const PLATFORMS = ECOMMERCE_PLATFORMS.filter((p) => !("inactive" in p && p.inactive)).map((p) => ({
  value: p.id,
  label: p.label,
}));

export default function MarketplaceFilesPage() {
  const fail = useFailure("MarketplaceFilesPage");
  const can = useCan();
  const [platform, setPlatform] = useState<Platform>("auction_marketplace");
  const [selected, setSelected] = useState<ListingSummary[]>([]);
  const [downloading, setDownloading] = useState<"xlsx" | "csv" | null>(null);

  const download = async (format: "xlsx" | "csv") => {
    setDownloading(format);
    try {
      const answer = await downloadMarketplaceFile(
        selected.map((l) => l.id),
        platform,
        format,
      );
      if (answer.kind === "file") saveBlob(answer.blob, answer.fileName);
      else showSnackbar("The file is being written; try again in a moment", "info");
    } catch (error) {
      fail(error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack>
      <PageHeader
        title="Marketplace files"
        description="Files in, files out: the bulk-listing file to upload to the marketplace, and its sold-items report to mark sales."
        action={
          can(unlistListings) ? (
            <Button variant="default" component={Link} to="/listings/unlist">
              Unlist listings
            </Button>
          ) : null
        }
      />
      <Select
        label="Platform"
        data={PLATFORMS}
        value={platform}
        allowDeselect={false}
        onChange={(value) => {
          if (value) setPlatform(value as Platform);
          setSelected([]);
        }}
        maw={360}
      />
      <Card withBorder>
        <Stack>
          <Title order={2} size="h4">
            Bulk-listing file
          </Title>
          <Text size="sm" c="dimmed">
            Tick the listings to export, or none for every listed listing of the platform. A listing without
            an item number is added; one with an item number is revised.
          </Text>
          <ListingsChooser
            statuses={["listed"]}
            platform={platform}
            selected={selected}
            onSelectedChange={setSelected}
            searchKey="marketplace_files"
          />
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => download("csv")} loading={downloading === "csv"}>
              Download .csv
            </Button>
            <Button onClick={() => download("xlsx")} loading={downloading === "xlsx"}>
              Download .xlsx
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Stack>
          <Title order={2} size="h4">
            Sold-items report
          </Title>
          <SoldReportUpload platform={platform} />
        </Stack>
      </Card>
    </Stack>
  );
}
