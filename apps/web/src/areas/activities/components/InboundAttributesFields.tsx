import { INBOUND_ATTRIBUTE_SCHEMAS, type INBOUND_FORM_VARIANT_IDS } from "@ops/domain";
import { CableClientFields } from "./CableClientFields";
import { ClientTypeOneFields } from "./ClientTypeOneFields";
import { SoftwareClientFields } from "./SoftwareClientFields";

export type InboundFormVariantId = (typeof INBOUND_FORM_VARIANT_IDS)[number];

export interface InboundAttributesFieldsProps {
  /** The account's inbound form (account.inboundForm). */
  variant: InboundFormVariantId;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  /** Keyed by attribute field name (dcaNumbers, clientRef…): parents strip "attributes.". */
  errors: Record<string, string | undefined>;
  /** Software form: called when the job type changes, to clear errors shown so far (SPEC §4). */
  onResetErrors?: () => void;
  /** The account whose DCA numbers are suggested (cable form). */
  accountId: number | null;
}

/** The client-specific block of an inbound load or request, by the account's form variant (SPEC §5). */
export function InboundAttributesFields({
  variant,
  value,
  onChange,
  errors,
  onResetErrors,
  accountId,
}: InboundAttributesFieldsProps) {
  switch (variant) {
    case "client_type_one":
      return <ClientTypeOneFields value={value} onChange={onChange} errors={errors} />;
    case "cable_client":
      return <CableClientFields value={value} onChange={onChange} errors={errors} accountId={accountId} />;
    case "software_client":
      return (
        <SoftwareClientFields
          value={value}
          onChange={onChange}
          errors={errors}
          onResetErrors={onResetErrors}
        />
      );
    default:
      return null;
  }
}

/**
 * Checks the attributes with the same domain schema the server uses. Answers the attributes to
 * send (normalised: the cable form's DCA numbers and joined client reference) and the first
 * message of each field, keyed by field name ("dcaNumbers.2" reports on "dcaNumbers").
 */
export function validateInboundAttributes(
  variant: InboundFormVariantId,
  value: Record<string, unknown>,
): { attributes: Record<string, unknown>; errors: Record<string, string> } {
  const result = INBOUND_ATTRIBUTE_SCHEMAS[variant].safeParse(value);
  if (result.success) return { attributes: result.data as Record<string, unknown>, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { attributes: value, errors };
}
