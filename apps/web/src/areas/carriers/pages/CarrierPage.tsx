import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useCarrier } from "../api";
import { CarrierView } from "../components/CarrierView";
import { CARRIERS_BACK } from "../components/carriers-back";

export default function CarrierPage() {
  const id = useIdParam("carrierId");
  const carrier = useCarrier(id);
  if (!carrier.data)
    return <RecordLoadState id={id} error={carrier.error} noun="carrier" back={CARRIERS_BACK} />;
  return <CarrierView carrier={carrier.data} />;
}
