import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  CreatePickupLabelsBody,
  createPickupLabels,
  getJobFile,
  LABEL_JOB_THRESHOLD,
  type LabelFormat,
  LabelJobResult,
} from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { callDownload, urlOf } from "../../../shared/endpoints";
import { useDomainForm } from "../../../shared/forms";
import { JobProgress } from "../../../shared/JobProgress";
import { openPdf, saveBlob, saveFile } from "../../../shared/save-file";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useInvalidatePickups, usePickupDay } from "../api";
import { PickupDayFields } from "../components/PickupDayFields";
import { PickupLoadField } from "../components/PickupLoadField";

type Values = {
  warehouseId: number | null;
  loadDate: string;
  count: number | string;
  activitySlug: string | null;
  format: LabelFormat;
};

/**
 * Prints n new pickup labels for a warehouse and day (optionally already for a load): up to 200
 * the file comes at once, more are written by a job whose progress shows, then the file follows.
 */
export default function PickupLabelsNewPage() {
  const { warehouses, warehouse, loadDate } = usePickupDay();
  const invalidate = useInvalidatePickups();
  const fail = useFailure("PickupLabelsNewPage");
  const [jobId, setJobId] = useState<string | null>(null);
  const [done, setDone] = useState<{ labels: number; href?: string; fileName?: string } | null>(null);
  const { form, onSubmit, submitting } = useDomainForm<Values, CreatePickupLabelsBody>({
    name: "PickupLabelsNewPage",
    schema: CreatePickupLabelsBody,
    initialValues: {
      warehouseId: warehouse?.id ?? null,
      loadDate,
      count: 30,
      activitySlug: null,
      format: "pdf",
    },
    toBody: (v) =>
      ({
        warehouseId: v.warehouseId ?? 0,
        loadDate: v.loadDate,
        count: typeof v.count === "number" ? v.count : Number.NaN,
        accountId: null,
        activitySlug: v.activitySlug,
        format: v.format,
      }) as CreatePickupLabelsBody,
    submit: async (body) => {
      setDone(null);
      setJobId(null);
      const answer = await callDownload(
        createPickupLabels,
        { body },
        `pickup-labels-${body.loadDate}.${body.format}`,
      );
      await invalidate();
      if (answer.kind === "job") {
        setJobId(answer.jobId);
        return;
      }
      if (body.format === "pdf") openPdf(answer.blob, answer.fileName);
      else saveBlob(answer.blob, answer.fileName);
      setDone({ labels: body.count });
      showSnackbar(`${body.count.toLocaleString("en-US")} labels made`, "success");
    },
  });
  const v = form.getValues();
  const dayLink = `/pickups?warehouseId=${v.warehouseId ?? ""}&loadDate=${v.loadDate}`;

  return (
    <Stack maw={640}>
      <Title order={1}>Print new pickup labels</Title>
      <Text c="dimmed" size="sm">
        Each label gets a new barcode (PU and 8 digits) for the day. Up to {LABEL_JOB_THRESHOLD} labels open
        at once; more are prepared in the background.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PickupDayFields
            warehouses={warehouses}
            warehouseId={v.warehouseId}
            loadDate={v.loadDate}
            onWarehouse={(id) => {
              form.setFieldValue("warehouseId", id);
              form.setFieldValue("activitySlug", null);
            }}
            onLoadDate={(d) => form.setFieldValue("loadDate", d)}
            errors={{
              warehouseId: form.errors.warehouseId as string | undefined,
              loadDate: form.errors.loadDate as string | undefined,
            }}
          />
          <NumberInput
            label="How many labels"
            min={1}
            max={5000}
            allowDecimal={false}
            w={{ base: "100%", xs: 180 }}
            {...form.getInputProps("count")}
          />
          <PickupLoadField
            warehouseId={v.warehouseId}
            value={v.activitySlug}
            onChange={(slug) => form.setFieldValue("activitySlug", slug)}
            error={form.errors.activitySlug}
            description="Optional: the labels can be assigned later, one by one"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Format
            </Text>
            <SegmentedControl
              aria-label="Format"
              data={[
                { value: "pdf", label: "PDF" },
                { value: "zpl", label: "ZPL (thermal printer)" },
              ]}
              value={v.format}
              onChange={(f) => form.setFieldValue("format", f as LabelFormat)}
              style={{ alignSelf: "flex-start" }}
            />
          </Stack>
          <Group>
            <Button type="submit" loading={submitting || (jobId !== null && done === null)}>
              Print labels
            </Button>
            <Button variant="default" component={Link} to={dayLink}>
              The day's pickups
            </Button>
          </Group>
        </Stack>
      </form>
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Preparing the labels"
          onSucceeded={(job) => {
            const result = LabelJobResult.safeParse(job.result);
            if (!result.success) return;
            const href = urlOf(getJobFile, { params: { id: jobId } });
            saveFile(href, result.data.fileName);
            setDone({ labels: result.data.labels, href, fileName: result.data.fileName });
            showSnackbar(`${result.data.labels.toLocaleString("en-US")} labels ready`, "success");
          }}
          onFailed={fail}
        />
      ) : null}
      {done ? (
        <Alert color="green" title="Labels made" role="status">
          <Stack gap={4}>
            <Text size="sm">
              {done.labels.toLocaleString("en-US")} new labels for {v.loadDate}.
            </Text>
            {done.href ? (
              <Anchor href={done.href} download={done.fileName} size="sm">
                Download the labels again ({done.fileName})
              </Anchor>
            ) : null}
            <Anchor component={Link} to={dayLink} size="sm">
              See the day's pickups
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
