import { useCarrier, useUpdateCarrier } from "../api";
import { CarrierForm } from "../components/CarrierForm";
import { CARRIERS_BACK, LoadState, useIdParam } from "../components/LoadState";

/** `carriers/:id/edit` (SPEC §2 names it `{id}/edit`). */
export default function CarrierEditPage() {
  const id = useIdParam("id");
  const carrier = useCarrier(id);
  const update = useUpdateCarrier(id);
  if (!carrier.data) return <LoadState id={id} error={carrier.error} noun="carrier" back={CARRIERS_BACK} />;
  return (
    <CarrierForm key={carrier.data.id} carrier={carrier.data} save={(body) => update.mutateAsync(body)} />
  );
}
