import { Button, Group, NumberInput, Paper, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { Listing } from "@ops/domain";
import { useState } from "react";
import { JobProgress } from "../../../shared/JobProgress";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useBulkListingJob, useRefreshListings } from "../api";

type Action = "reserve" | "unreserve" | "sold" | "unsold";
const ACTIONS = [
  { value: "reserve", label: "Reserve (list)" },
  { value: "sold", label: "Mark sold" },
  { value: "unsold", label: "Mark unsold" },
  { value: "unreserve", label: "Remove" },
];

/** Barcodes pasted one a line (or separated by spaces or commas), upper-cased and de-duplicated. */
export function parseBarcodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((b) => b.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** Paste many barcodes and run one action on all of them as a job, all or none, with its progress. */
export function ListingBulkPaste({ listing }: { listing: Listing }) {
  const [text, setText] = useState("");
  const [action, setAction] = useState<Action>("reserve");
  const [price, setPrice] = useState<number | string>(listing.price ?? "");
  const [buyer, setBuyer] = useState("");
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const start = useBulkListingJob(listing.id);
  const refresh = useRefreshListings();
  const fail = useFailure("ListingBulkPaste");
  const barcodes = parseBarcodes(text);

  function run() {
    setRefusals([]);
    const body = {
      action,
      barcodes,
      ...(action === "sold" ? { salePrice: Number(price), buyer: buyer.trim() || null } : {}),
    };
    start.mutate(body, { onSuccess: (r) => setJobId(r.jobId), onError: fail });
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Textarea
          label="Paste barcodes"
          description="One a line; the action runs on all of them or none."
          rows={5}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group align="end" wrap="wrap">
          <Select
            label="Action"
            data={ACTIONS}
            value={action}
            onChange={(v) => setAction((v as Action) ?? "reserve")}
            w={170}
            allowDeselect={false}
          />
          {action === "sold" ? (
            <>
              <NumberInput
                label="Sale price"
                value={price}
                onChange={setPrice}
                min={0}
                decimalScale={2}
                prefix="$"
                w={130}
              />
              <TextInput
                label="Buyer"
                value={buyer}
                onChange={(e) => setBuyer(e.currentTarget.value)}
                w={160}
              />
            </>
          ) : null}
          <Button onClick={run} disabled={barcodes.length === 0 || jobId !== null} loading={start.isPending}>
            Run on {barcodes.length} barcode{barcodes.length === 1 ? "" : "s"}
          </Button>
        </Group>
        {jobId ? (
          <JobProgress
            jobId={jobId}
            label="Bulk listing action"
            onSucceeded={() => {
              showSnackbar(`${barcodes.length} barcodes done`, "success");
              setJobId(null);
              setText("");
              refresh();
            }}
            onFailed={(error) => {
              setJobId(null);
              const all = (error.body as { errors?: { barcodes?: string[] } } | null)?.errors?.barcodes;
              setRefusals(all?.length ? all : [error.message]);
            }}
            onGaveUp={() => setJobId(null)}
          />
        ) : null}
        {refusals.length > 0 ? (
          <Stack gap={2} role="alert">
            <Text c="red" fw={600} size="sm">
              Nothing was changed: {refusals.length} refused
            </Text>
            {refusals.map((r) => (
              <Text key={r} c="red" size="sm">
                {r}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
