import { useCarrier } from "../api";
import { CarrierView } from "../components/CarrierView";
import { CARRIERS_BACK, LoadState, useIdParam } from "../components/LoadState";

export default function CarrierPage() {
  const id = useIdParam("carrierId");
  const carrier = useCarrier(id);
  if (!carrier.data) return <LoadState id={id} error={carrier.error} noun="carrier" back={CARRIERS_BACK} />;
  return <CarrierView carrier={carrier.data} />;
}
