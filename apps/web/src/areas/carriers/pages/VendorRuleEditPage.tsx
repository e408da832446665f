import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useSaveVendorRule, useVendorRule } from "../api";
import { VendorRuleForm } from "../components/VendorRuleForm";

export default function VendorRuleEditPage() {
  const id = useIdParam("id");
  const rule = useVendorRule(id);
  const save = useSaveVendorRule();
  if (!rule.data) {
    return (
      <RecordLoadState
        id={id}
        error={rule.error}
        noun="vendor rule"
        back={{ to: "/vendor-rules", label: "Back to vendor rules" }}
      />
    );
  }
  return (
    <VendorRuleForm key={rule.data.id} rule={rule.data} save={(body) => save.mutateAsync({ id, body })} />
  );
}
