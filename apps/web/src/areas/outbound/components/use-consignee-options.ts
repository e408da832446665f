import { useMemo } from "react";
import type { SelectOption } from "../../../shared/SelectField";
import { useParentOptions } from "../../accounts/api";
import { useVendorOptions } from "../../carriers/api";

/**
 * Who an outbound load can go to: downstream vendors (buyers) and clients (a redeployment back
 * to them), grouped, with each account's type by id.
 */
export function useConsigneeOptions() {
  const clients = useParentOptions();
  const vendors = useVendorOptions();
  return useMemo(() => {
    const vendorRows = vendors.data?.data ?? [];
    const clientRows = clients.data?.data ?? [];
    const options: SelectOption[] = [
      ...vendorRows.map((a) => ({ value: String(a.id), label: a.name })),
      ...clientRows.map((a) => ({ value: String(a.id), label: a.name })),
    ];
    const vendorIds = new Set(vendorRows.map((a) => String(a.id)));
    return {
      options,
      pending: clients.isPending || vendors.isPending,
      /** Whether the account is a downstream vendor (who then comes for the load unless a hauler is named). */
      isVendor: (id: string | null) => id !== null && vendorIds.has(id),
    };
  }, [clients.data, clients.isPending, vendors.data, vendors.isPending]);
}
