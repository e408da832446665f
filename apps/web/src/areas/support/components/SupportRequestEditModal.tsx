import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import {
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportRequestDetail,
  UpdateSupportRequestBody,
} from "@ops/domain";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useUpdateSupportRequest } from "../api";

type Values = { subject: string; description: string; assetBarcode: string };

type Props = { request: SupportRequestDetail; opened: boolean; onClose: () => void };

/** Changes an open request's subject, description or asset (its account and type stay). */
export function SupportRequestEditModal({ request, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit request #${request.id}`} centered>
      {opened ? <EditForm request={request} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ request, onClose }: Omit<Props, "opened">) {
  const update = useUpdateSupportRequest(request.id);
  const deleteAsset = request.type === "delete_asset";
  const { form, onSubmit, submitting } = useDomainForm<Values, UpdateSupportRequestBody>({
    name: "SupportRequestEditModal",
    schema: UpdateSupportRequestBody,
    initialValues: {
      subject: request.subject,
      description: request.description ?? "",
      assetBarcode: request.assetBarcode ?? "",
    },
    toBody: (v) => ({
      subject: v.subject,
      description: v.description.trim() === "" ? null : v.description,
      ...(deleteAsset ? { assetBarcode: v.assetBarcode } : {}),
    }),
    submit: async (body) => {
      await update.mutateAsync(body);
      showSnackbar(`Request #${request.id} saved`, "success");
      onClose();
    },
  });
  const v = form.getValues();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {deleteAsset ? (
          <BarcodeInput
            label="Asset barcode"
            value={v.assetBarcode}
            onChange={(value) => form.setFieldValue("assetBarcode", value)}
            onSubmit={(barcode) => form.setFieldValue("assetBarcode", barcode)}
            clearOnSubmit={false}
            error={form.errors.assetBarcode}
          />
        ) : null}
        <TextInput
          label="Subject"
          required
          maxLength={SUPPORT_SUBJECT_MAX}
          {...form.getInputProps("subject")}
        />
        <Textarea
          label="Description"
          rows={3}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
