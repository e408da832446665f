import type { Account, Activity } from "@ops/domain";
import { useMemo } from "react";
import type { SelectOption } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useAccount, useParentOptions } from "../../accounts/api";
import { usePrograms } from "../../accounts/programs-api";
import { useCarrierOptions, useVendorOptions } from "../../carriers/api";
import { useCoordinatorOptions } from "../inbound-api";
import type { InboundFormValues } from "./inbound-form-values";

/** Options of records by id; the load's own choice shows even when it is not listed. */
function idOptions(
  rows: { id: number; name: string }[] | undefined,
  current: string | null,
  known?: string | null,
): SelectOption[] {
  const list = (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  // A choice beyond the first page (or no longer listed) still shows on the load that has it.
  if (current && known && !list.some((o) => o.value === current))
    list.unshift({ value: current, label: known });
  return list;
}

/**
 * Everything the inbound load form chooses from: accounts (and the chosen one's inbound form
 * variant), its programs, warehouses, carriers, coordinators and vendors.
 */
export function useInboundChoices(values: InboundFormValues, activity: Activity | undefined) {
  const { data: site } = useSite();
  const accounts = useParentOptions();
  const accountId = values.accountId ? Number(values.accountId) : null;
  const listed = accounts.data?.data.find((a) => a.id === accountId);
  // An account beyond the first page of options is still read, for its name and inbound form.
  const extraAccount = useAccount(accountId !== null && accounts.data && !listed ? accountId : Number.NaN);
  const account: Account | undefined = listed ?? extraAccount.data;
  const programs = usePrograms(accountId ?? Number.NaN);
  const carriers = useCarrierOptions();
  const vendors = useVendorOptions();
  const coordinators = useCoordinatorOptions();

  const accountOptions = useMemo(() => {
    // Names only (they are unique), so typing an account's exact name picks it (SPEC §5).
    const list = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
    if (extraAccount.data)
      list.unshift({ value: String(extraAccount.data.id), label: extraAccount.data.name });
    return list;
  }, [accounts.data, extraAccount.data]);

  return {
    accountId,
    variant: account?.inboundForm ?? "standard",
    accountsPending: accounts.isPending,
    /** The inbound form variant of an account of the options, for a change of account. */
    variantOf: (id: string | null) => accounts.data?.data.find((a) => String(a.id) === id)?.inboundForm,
    accountOptions,
    programOptions: (programs.data ?? [])
      .filter((p) => p.active || String(p.id) === values.programId)
      .map((p) => ({ value: String(p.id), label: p.active ? p.name : `${p.name} (inactive)` })),
    warehouseOptions: (site?.warehouses ?? []).map((w) => ({
      value: String(w.id),
      label: `${w.shortName} — ${w.name}`,
    })),
    carrierOptions: idOptions(carriers.data?.data, values.carrierId, activity?.carrierName),
    coordinatorOptions: idOptions(
      coordinators.data?.data,
      values.logisticsCoordinatorId,
      activity?.logisticsCoordinatorName,
    ),
    vendorOptions: idOptions(vendors.data?.data, values.vendorAccountId, activity?.vendorAccountName),
  };
}
