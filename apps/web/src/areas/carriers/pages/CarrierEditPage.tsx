import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useCarrier, useUpdateCarrier } from "../api";
import { CarrierForm } from "../components/CarrierForm";
import { CARRIERS_BACK } from "../components/carriers-back";

/** `carriers/:id/edit` (SPEC §2 names it `{id}/edit`). */
export default function CarrierEditPage() {
  const id = useIdParam("id");
  const carrier = useCarrier(id);
  const update = useUpdateCarrier(id);
  if (!carrier.data)
    return <RecordLoadState id={id} error={carrier.error} noun="carrier" back={CARRIERS_BACK} />;
  return (
    <CarrierForm key={carrier.data.id} carrier={carrier.data} save={(body) => update.mutateAsync(body)} />
  );
}
