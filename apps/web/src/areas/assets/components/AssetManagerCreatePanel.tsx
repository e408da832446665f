import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  ASSET_MANAGER_CREATE_MAX,
  ASSET_MANAGER_POLL_TIMEOUT_MS,
  ASSET_MANAGER_TYPES,
  AssetManagerCreateBody,
  AssetManagerCreateResult,
  printActivityAssetLabels,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../shared/api";
import { JobProgress } from "../../../shared/JobProgress";
import { LabelBatchMenu } from "../../../shared/LabelBatchMenu";
import { nothingDoneMessage } from "../../../shared/nothing-done";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import { findLocation } from "../../inventory/api";
import { requestAssetCreate } from "../asset-manager-api";
import { useFollowedJob } from "./use-followed-job";
import { WeightInput } from "./WeightInput";

const TYPE_OPTIONS = ASSET_MANAGER_TYPES.map((t) => ({ value: t.id, label: t.label }));

type Values = {
  count: number | string;
  type: string;
  productId: string | null;
  locationBarcode: string;
  activitySlug: string;
  grossWeight: number | string;
  netWeight: number | string;
};

const numberOrNull = (v: number | string) => (v === "" ? null : Number(v));

/** The body the values make (the location id resolved separately from its barcode). */
function bodyOf(values: Values, locationId: number, requestKey: string) {
  return {
    count: values.count === "" ? undefined : Number(values.count),
    type: values.type,
    productId: values.productId ? Number(values.productId) : undefined,
    locationId,
    activitySlug: values.activitySlug.trim(),
    grossWeight: numberOrNull(values.grossWeight),
    netWeight: numberOrNull(values.netWeight),
    requestKey,
  };
}

/** The schema's and the server's field names as the form's (the location is typed as a barcode). */
function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors))
    out[key === "locationId" ? "locationBarcode" : key] ??= message;
  return out;
}

/**
 * The asset manager's Create panel: n containers of a type with a product, at a location, on the
 * activity they belong to. The job is polled up to 300,000 ms (SPEC §9); its answer shows the
 * barcode range and offers their labels. A retried submission sends the same request key, so the
 * server answers the same job and never creates twice.
 */
export function AssetManagerCreatePanel({ initialActivity = "" }: { initialActivity?: string }) {
  const fail = useFailure("AssetManagerCreatePanel");
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    count: 1,
    type: "bin",
    productId: null,
    locationBarcode: "",
    activitySlug: initialActivity,
    grossWeight: "",
    netWeight: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The job followed; `attempt` remounts the progress when a retry answers the same job.
  const { job, waiting, follow, stop } = useFollowedJob();
  const [result, setResult] = useState<AssetManagerCreateResult | null>(null);
  // One key per intended creation: kept while the same values are sent again, a new one once
  // anything changes or the job has ended.
  const requestKey = useRef<string | null>(null);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    requestKey.current = null;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async () => {
    setFormError(null);
    setResult(null);
    requestKey.current ??= crypto.randomUUID();
    const key = requestKey.current;
    const checked = AssetManagerCreateBody.safeParse(bodyOf(values, 1, key));
    const found: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
    const barcode = values.locationBarcode.trim().toUpperCase();
    if (barcode === "") found.locationId = "Scan or type a location barcode";
    if (values.activitySlug.trim() === "") found.activitySlug = "Enter the activity they belong to";
    if (Object.keys(found).length > 0) {
      setErrors(formErrorsOf(found));
      setFormError("Nothing was created: correct the fields marked below.");
      return;
    }
    setSending(true);
    try {
      let locationId: number;
      try {
        locationId = (await findLocation(barcode)).id;
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) {
          setErrors({
            locationBarcode: error.status === 404 ? `No location has barcode ${barcode}` : error.message,
          });
          setFormError("Nothing was created: correct the fields marked below.");
          return;
        }
        throw error;
      }
      const answer = await requestAssetCreate(AssetManagerCreateBody.parse(bodyOf(values, locationId, key)));
      setErrors({});
      follow(answer.jobId);
    } catch (error) {
      const fields = formErrorsOf(fail(error));
      setErrors(fields);
      setFormError(nothingDoneMessage(error, "created"));
    } finally {
      setSending(false);
    }
  };

  const ended = () => {
    requestKey.current = null;
    stop();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="asset-manager-create">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" id="asset-manager-create">
              Create
            </Title>
            <Text size="sm" c="dimmed">
              Makes several containers at once with generated barcodes (all or none).
            </Text>
          </div>
          {formError ? (
            <Alert color="red" role="alert" p="xs">
              {formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label="How many"
              required
              min={1}
              max={ASSET_MANAGER_CREATE_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={values.count}
              onChange={(v) => set("count", v)}
              error={errors.count}
            />
            <SelectField
              label="Type"
              required
              data={TYPE_OPTIONS}
              value={values.type}
              onChange={(v) => set("type", v ?? "bin")}
              error={errors.type}
            />
          </SimpleGrid>
          <ProductPicker
            label="Product"
            required
            value={values.productId}
            onChange={(v) => set("productId", v)}
            error={errors.productId}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Location"
              required
              description="Scan or type the location's barcode"
              value={values.locationBarcode}
              onChange={(event) => set("locationBarcode", event.currentTarget.value.toUpperCase())}
              error={errors.locationBarcode}
              autoComplete="off"
              spellCheck={false}
            />
            <TextInput
              label="Activity"
              required
              description="The shop order, load or inventory they belong to: dal-so-12, dal-inventory"
              value={values.activitySlug}
              onChange={(event) => set("activitySlug", event.currentTarget.value)}
              error={errors.activitySlug}
              autoComplete="off"
              spellCheck={false}
            />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <WeightInput
              label="Gross weight (lbs)"
              value={values.grossWeight}
              onChange={(v) => set("grossWeight", v)}
              error={errors.grossWeight}
            />
            <WeightInput
              label="Net weight (lbs)"
              value={values.netWeight}
              onChange={(v) => set("netWeight", v)}
              error={errors.netWeight}
            />
          </SimpleGrid>
          {errors.requestKey ? (
            <Text c="red" size="sm">
              {errors.requestKey}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={sending} disabled={waiting}>
              Create {Number(values.count) > 1 ? `${values.count} containers` : "container"}
            </Button>
          </Group>
          {job ? (
            <JobProgress
              key={job.attempt}
              jobId={job.id}
              label="Creating the containers"
              timeoutMs={ASSET_MANAGER_POLL_TIMEOUT_MS}
              onSucceeded={(job) => {
                const created = AssetManagerCreateResult.parse(job.result);
                setResult(created);
                ended();
                showSnackbar(
                  `${created.count.toLocaleString()} created: ${created.range[0]} to ${created.range[1]}`,
                  "success",
                );
                void queryClient.invalidateQueries({ queryKey: ["assets"] });
              }}
              onFailed={(error) => {
                setErrors(formErrorsOf(error.fieldErrors()));
                setFormError(`Nothing was created: ${error.message}`);
                ended();
              }}
              // The key is kept: sending the same values again follows the same job.
              onGaveUp={stop}
            />
          ) : null}
          {result ? (
            <Alert color="green" title="Created" role="status">
              <Stack gap={6}>
                <Text size="sm">
                  {result.count.toLocaleString()} on {result.activitySlug}:{" "}
                  <Text span fw={600} ff="monospace">
                    {result.range[0]}
                  </Text>
                  {result.count > 1 ? (
                    <>
                      {" "}
                      to{" "}
                      <Text span fw={600} ff="monospace">
                        {result.range[1]}
                      </Text>
                    </>
                  ) : null}
                </Text>
                <Group>
                  <LabelBatchMenu
                    endpoint={printActivityAssetLabels}
                    params={{ slug: result.activitySlug }}
                    body={{ barcodes: result.barcodes }}
                    label={`Print ${result.count.toLocaleString()} ${result.count === 1 ? "label" : "labels"}`}
                    fileName={`labels-${result.range[0]}`}
                  />
                </Group>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
