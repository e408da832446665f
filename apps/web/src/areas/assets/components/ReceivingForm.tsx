import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  type Activity,
  ASSET_TYPES,
  type Asset,
  type AssetInput,
  CONTAINER_ASSET_TYPES,
  cablePalletNotes,
  labelOf,
} from "@ops/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useAccount } from "../../accounts/api";
import { checkDuplicateSerial, findAssetByBarcode, useCreateAsset } from "../receiving-api";
import {
  AssetAttributesFields,
  type AssetFormVariant,
  type AttributeErrors,
  type AttributeValues,
  attributeErrors,
  attributesAfterSave,
  initialAttributes,
  serverAttributeErrors,
  useAttributeManifest,
} from "./AssetAttributesFields";
import { ReceivingContext, type ReceivingContextValues, type SerialWarning } from "./ReceivingContext";
import { readReceivingSession, writeReceivingSession } from "./receiving-session";

const BARCODE_FIELD = "receiving-barcode";
const isContainer = (type: string) => (CONTAINER_ASSET_TYPES as readonly string[]).includes(type);
const weightOf = (value: number | string): number | null => (typeof value === "number" ? value : null);
/** Back to the barcode field after each receipt, ready for the next scan. */
const focusBarcode = () => setTimeout(() => document.getElementById(BARCODE_FIELD)?.focus(), 0);

/**
 * The receiving screen's scan form: the context, the account's asset-form attributes and the
 * barcode. A scan (or typed code and Enter) receives one asset on the load; refusals show next to
 * their fields and the barcode stays for another try.
 */
export function ReceivingForm({ activity }: { activity: Activity }) {
  const account = useAccount(activity.accountId ?? Number.NaN);
  const variant: AssetFormVariant = account.data?.assetForm ?? "standard";
  const create = useCreateAsset();
  const fail = useFailure("ReceivingForm");

  // The count and the context survive a reload of the tab (a scanner user refreshes, the work goes on).
  const [saved] = useState(() => readReceivingSession(activity.slug));
  const [receivedCount, setReceivedCount] = useState(saved.count);
  const [context, setContext] = useState<ReceivingContextValues>({
    container: saved.container,
    type: saved.type,
    productId: saved.productId,
    productName: saved.productName,
    grossWeight: "",
    netWeight: "",
    serialNumber: "",
  });
  useEffect(() => {
    writeReceivingSession(activity.slug, {
      count: receivedCount,
      container: context.container,
      type: context.type,
      productId: context.productId,
      productName: context.productName,
    });
  }, [activity.slug, receivedCount, context.container, context.type, context.productId, context.productName]);
  const [containerText, setContainerText] = useState("");
  const [containerBusy, setContainerBusy] = useState(false);
  const [barcode, setBarcode] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [attributes, setAttributes] = useState<AttributeValues>({});
  // The account (and so its form) loads after the screen: start that form's attributes then.
  const [formOf, setFormOf] = useState<AssetFormVariant | null>(null);
  if (account.data && formOf !== variant) {
    setFormOf(variant);
    setAttributes(initialAttributes(variant));
  }
  const [attrErrors, setAttrErrors] = useState<AttributeErrors>({});
  const [serialWarning, setSerialWarning] = useState<SerialWarning | null>(null);
  const [lastSaved, setLastSaved] = useState<Asset | null>(null);
  const { manifest, checking } = useAttributeManifest(variant, activity.slug, attributes);

  const patchContext = (patch: Partial<ReceivingContextValues>) => {
    setContext((current) => ({ ...current, ...patch }));
    const cleared = Object.keys(patch).filter((key) => errors[key]);
    if (cleared.length > 0)
      setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((k) => [k, undefined])) }));
  };

  const scanContainer = async (code: string) => {
    setContainerBusy(true);
    try {
      const found = await findAssetByBarcode(code);
      const problem = !found
        ? `No asset has the barcode ${code}`
        : !isContainer(found.type)
          ? `${found.barcode} is a ${labelOf(ASSET_TYPES, found.type).toLowerCase()}, not a pallet or bin`
          : found.activitySlug !== activity.slug
            ? `${found.barcode} is not on ${activity.slug}`
            : null;
      if (problem || !found) {
        setErrors((current) => ({ ...current, parentBarcode: problem ?? undefined }));
        return;
      }
      patchContext({ container: found });
      setErrors((current) => ({ ...current, parentBarcode: undefined }));
      setContainerText("");
      focusBarcode();
    } catch (error) {
      fail(error);
    } finally {
      setContainerBusy(false);
    }
  };

  const lookForSerial = async () => {
    const serial = context.serialNumber.trim();
    if (serial === "") return setSerialWarning(null);
    try {
      const result = await checkDuplicateSerial(serial);
      setSerialWarning(result.duplicate ? { serial, result } : null);
    } catch {
      // The check only warns; receiving goes on without it.
      setSerialWarning(null);
    }
  };

  // After the save, the warning names where else the serial is (this asset left out).
  const lookForSerialOf = async (serial: string, excludeBarcode: string) => {
    try {
      const result = await checkDuplicateSerial(serial, excludeBarcode);
      setSerialWarning(result.duplicate ? { serial, result } : null);
    } catch {
      setSerialWarning(null);
    }
  };

  const receive = async (code: string) => {
    const local: Record<string, string | undefined> = {};
    const serial = context.serialNumber.trim();
    if (context.type === "serial" && serial === "")
      local.serialNumber = "Serial number is required for a serial asset";
    const attrProblems = attributeErrors(variant, attributes, manifest);
    setAttrErrors(attrProblems);
    if (Object.keys(local).length > 0 || Object.keys(attrProblems).length > 0) {
      // The refusal shows on the barcode too, so the scan is selected and the next one replaces it.
      setErrors({
        ...local,
        barcode: `${code} was not received: complete the fields below, then scan again`,
      });
      setLastSaved(null);
      return;
    }
    const palletIds = Array.isArray(attributes.palletIds) ? (attributes.palletIds as string[]) : [];
    const body: AssetInput = {
      activitySlug: activity.slug,
      // Sent as typed; the server upper-cases it and answers the stored barcode.
      barcode: code,
      type: context.type,
      // The serial field shows for serial assets only; text left in it from one is not sent for a bin.
      serialNumber: context.type === "serial" ? serial : null,
      parentBarcode: context.container?.barcode ?? null,
      productId: context.productId ? Number(context.productId) : null,
      grossWeight: weightOf(context.grossWeight),
      netWeight: weightOf(context.netWeight),
      attributes: { ...initialAttributes(variant), ...attributes },
      ...(variant === "cable_client" ? { notes: cablePalletNotes(palletIds) } : {}),
    };
    try {
      const asset = await create.mutateAsync(body);
      setLastSaved(asset);
      setReceivedCount((count) => count + 1);
      setBarcode("");
      setErrors({});
      setAttrErrors({});
      setAttributes(attributesAfterSave(variant, attributes));
      setContext((current) => ({ ...current, serialNumber: "", grossWeight: "", netWeight: "" }));
      if (!asset.duplicateSerial || !asset.serialNumber) setSerialWarning(null);
      else if (!serialWarning) void lookForSerialOf(asset.serialNumber, asset.barcode);
      showSnackbar(`${asset.barcode} was received`, "success");
      focusBarcode();
    } catch (error) {
      // Red and green never stand together: the last receipt's box goes when a scan is refused.
      setLastSaved(null);
      const fields = fail(error);
      const attrFields = serverAttributeErrors(fields);
      const named = [
        "barcode",
        "type",
        "serialNumber",
        "parentBarcode",
        "productId",
        "grossWeight",
        "netWeight",
      ];
      // A refusal that names no field on this screen (a 409, a lost connection) shows by the barcode.
      const unplaced = !named.some((f) => fields[f]) && Object.keys(attrFields).length === 0;
      setErrors({
        barcode: fields.barcode ?? (unplaced && error instanceof Error ? error.message : undefined),
        type: fields.type,
        serialNumber: fields.serialNumber,
        parentBarcode: fields.parentBarcode,
        productId: fields.productId ?? fields["productAssets.0.productId"],
        grossWeight: fields.grossWeight,
        netWeight: fields.netWeight,
      });
      setAttrErrors(attrFields);
      focusBarcode();
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Receive
          </Title>
          <Text size="sm" c="dimmed" data-testid="received-count" aria-live="polite">
            {receivedCount} received this session
          </Text>
        </Group>
        <BarcodeInput
          id={BARCODE_FIELD}
          label="Asset barcode"
          description={`Scan or type a barcode and press Enter to receive a ${labelOf(ASSET_TYPES, context.type).toLowerCase()}`}
          value={barcode}
          onChange={(text) => {
            setBarcode(text);
            if (errors.barcode) setErrors((current) => ({ ...current, barcode: undefined }));
          }}
          onSubmit={(code) => void receive(code)}
          clearOnSubmit={false}
          error={errors.barcode}
          disabled={create.isPending}
          autoFocus
        />
        {lastSaved ? (
          <Alert color="teal" variant="light" p="xs" aria-live="polite" data-testid="last-received">
            <Group gap="xs" justify="space-between">
              <Text size="sm">
                Received{" "}
                <Anchor component={Link} to={`/assets/${encodeURIComponent(lastSaved.barcode)}`} fw={600}>
                  {lastSaved.barcode}
                </Anchor>{" "}
                ({labelOf(ASSET_TYPES, lastSaved.type).toLowerCase()}
                {lastSaved.parentBarcode ? ` in ${lastSaved.parentBarcode}` : ""})
              </Text>
              {isContainer(lastSaved.type) && context.container?.barcode !== lastSaved.barcode ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => {
                    patchContext({ container: lastSaved });
                    focusBarcode();
                  }}
                >
                  Receive into {lastSaved.barcode}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        <Divider label="Receiving context" labelPosition="left" />
        <ReceivingContext
          values={context}
          onChange={patchContext}
          onContainerScan={(code) => void scanContainer(code)}
          containerText={containerText}
          onContainerText={(text) => {
            setContainerText(text);
            if (errors.parentBarcode) setErrors((current) => ({ ...current, parentBarcode: undefined }));
          }}
          containerBusy={containerBusy}
          onSerialBlur={() => void lookForSerial()}
          serialWarning={serialWarning}
          errors={errors}
        />
        {variant !== "standard" ? (
          <>
            <Divider
              label={account.data ? `${account.data.name} asset form` : "Asset form"}
              labelPosition="left"
            />
            <AssetAttributesFields
              variant={variant}
              value={attributes}
              onChange={setAttributes}
              errors={attrErrors}
              onFieldError={(field, message) =>
                setAttrErrors((current) => ({ ...current, [field]: message }))
              }
              manifest={manifest}
              checkingManifest={checking}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
