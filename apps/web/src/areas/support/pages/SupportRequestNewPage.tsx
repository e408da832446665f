import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import {
  CreateSupportRequestBody,
  type CreateSupportRequestInput,
  listAssets,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SUBJECT_MAX,
  type SupportRequestType,
} from "@ops/domain";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { call } from "../../../shared/endpoints";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useCreateSupportRequest, useSupportAccounts } from "../api";

type Values = {
  type: SupportRequestType;
  accountId: number | null;
  assetBarcode: string;
  subject: string;
  description: string;
};

const TYPE_OPTIONS = SUPPORT_REQUEST_TYPES.map((t) => ({ value: t.id, label: t.label }));

/** What the barcode field found when Enter was pressed (a scan ends in Enter). */
type Found = { barcode: string; text: string } | null;

/**
 * Files a support request: a general question, or the removal of one asset named by its barcode
 * (scanned or typed; Enter checks it against the account's assets and moves on to the subject).
 */
export default function SupportRequestNewPage() {
  const navigate = useNavigate();
  const create = useCreateSupportRequest();
  const accounts = useSupportAccounts();
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const subjectRef = useRef<HTMLInputElement>(null);
  const [found, setFound] = useState<Found>(null);
  const { form, onSubmit, submitting } = useDomainForm<Values, CreateSupportRequestInput>({
    name: "SupportRequestNewPage",
    schema: CreateSupportRequestBody,
    initialValues: { type: "general", accountId: null, assetBarcode: "", subject: "", description: "" },
    toBody: (v) => ({
      accountId: v.accountId ?? 0,
      type: v.type,
      subject: v.subject.trim() === "" ? null : v.subject,
      description: v.description.trim() === "" ? null : v.description,
      assetBarcode: v.type === "delete_asset" ? v.assetBarcode : null,
    }),
    submit: async (body) => {
      const request = await create.mutateAsync(body);
      showSnackbar(`Support request #${request.id} filed`, "success");
      navigate(`/support-requests/${request.id}`);
    },
  });
  const v = form.getValues();

  // A client with one account files for it without choosing.
  const only = accounts.data?.data.length === 1 ? accounts.data.data[0] : undefined;
  useEffect(() => {
    if (only && form.getValues().accountId === null) form.setFieldValue("accountId", only.id);
  }, [only, form]);

  const checkAsset = async (barcode: string) => {
    form.setFieldValue("assetBarcode", barcode);
    setFound(null);
    try {
      const answer = await call(listAssets, { query: { find: "barcode", barcode } });
      const asset = "data" in answer ? answer.data[0] : undefined;
      const accountId = form.getValues().accountId;
      if (!asset || (accountId !== null && asset.accountId !== accountId)) {
        form.setFieldError("assetBarcode", `No asset ${barcode} on this account's loads`);
        return;
      }
      form.clearFieldError("assetBarcode");
      const what = [asset.serialNumber ? `serial ${asset.serialNumber}` : null, asset.activitySlug]
        .filter(Boolean)
        .join(" · ");
      setFound({ barcode, text: what ? `${barcode}: ${what}` : barcode });
      subjectRef.current?.focus();
    } catch {
      // The server checks the asset again when the request is filed; the field stays as typed.
    }
  };

  return (
    <Stack maw={640}>
      <Title order={1}>New support request</Title>
      <Text c="dimmed" size="sm">
        Ask for help, or ask for an asset to be removed from your records. You are told the outcome in the app
        and by e-mail.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="support-type-label">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="support-type-label"
              data={TYPE_OPTIONS}
              value={v.type}
              onChange={(value) => form.setFieldValue("type", value as SupportRequestType)}
            />
          </Stack>
          {only ? (
            <TextInput label="Account" value={only.name} readOnly />
          ) : (
            <SelectField
              label="Account"
              required
              placeholder="Choose the account"
              data={accountOptions}
              value={v.accountId ? String(v.accountId) : null}
              onChange={(value) => form.setFieldValue("accountId", value ? Number(value) : null)}
              error={form.errors.accountId}
            />
          )}
          {v.type === "delete_asset" ? (
            <BarcodeInput
              label="Asset barcode"
              name="assetBarcode"
              description={
                found && found.barcode === v.assetBarcode
                  ? `Found ${found.text}`
                  : "Scan or type the barcode, then press Enter"
              }
              value={v.assetBarcode}
              onChange={(value) => form.setFieldValue("assetBarcode", value)}
              onSubmit={(barcode) => void checkAsset(barcode)}
              clearOnSubmit={false}
              error={form.errors.assetBarcode}
            />
          ) : null}
          <TextInput
            ref={subjectRef}
            label="Subject"
            required={v.type === "general"}
            placeholder={
              v.type === "delete_asset" && v.assetBarcode ? `Delete asset ${v.assetBarcode}` : undefined
            }
            maxLength={SUPPORT_SUBJECT_MAX}
            {...form.getInputProps("subject")}
          />
          <Textarea
            label="Description"
            rows={3}
            maxLength={SUPPORT_DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <Group>
            <Button type="submit" loading={submitting}>
              File request
            </Button>
            <Button variant="default" component={Link} to="/support-requests">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
