import { OUTBOUND_STATUSES } from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";
import { ActivityFilters } from "../../activities/components/ActivityFilters";
import { useCarrierOptions } from "../../carriers/api";
import {
  EMPTY_OUTBOUND_FILTER,
  type OutboundListFilter,
  outboundFilterCount,
  outboundRangeError,
} from "./outbound-filter";
import { useConsigneeOptions } from "./use-consignee-options";

type Props = { value: OutboundListFilter; onChange: (next: OutboundListFilter) => void };

/** The filters of the outbound index: the shared ones (consignee, ship dates) and the carrier. */
export function OutboundFilters({ value, onChange }: Props) {
  const consignees = useConsigneeOptions();
  const carriers = useCarrierOptions();
  return (
    <ActivityFilters
      value={value}
      onChange={onChange}
      empty={EMPTY_OUTBOUND_FILTER}
      statuses={OUTBOUND_STATUSES}
      account={{ label: "Consignee", placeholder: "All consignees", options: consignees.options }}
      dateLabel="Ship date"
      rangeError={outboundRangeError(value)}
      count={outboundFilterCount(value)}
    >
      <SelectField
        label="Carrier"
        placeholder="All carriers"
        data={(carriers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.carrierId}
        onChange={(carrierId) => onChange({ ...value, carrierId })}
      />
    </ActivityFilters>
  );
}
