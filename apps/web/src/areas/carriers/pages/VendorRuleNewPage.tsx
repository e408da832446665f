import { useSaveVendorRule } from "../api";
import { VendorRuleForm } from "../components/VendorRuleForm";

export default function VendorRuleNewPage() {
  const save = useSaveVendorRule();
  return <VendorRuleForm save={(body) => save.mutateAsync({ body })} />;
}
