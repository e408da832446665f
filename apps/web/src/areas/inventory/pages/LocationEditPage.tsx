import { useLocation, useUpdateLocation } from "../api";
import { LocationForm } from "../components/LocationForm";
import { LocationLoadState, useLocationId } from "../components/LocationFrame";

export default function LocationEditPage() {
  const id = useLocationId();
  const location = useLocation(id);
  const update = useUpdateLocation(id);
  if (!location.data) return <LocationLoadState id={id} error={location.error} />;
  return (
    <LocationForm key={location.data.id} location={location.data} save={(body) => update.mutateAsync(body)} />
  );
}
