import { useCreateCarrier } from "../api";
import { CarrierForm } from "../components/CarrierForm";

export default function CarrierNewPage() {
  const create = useCreateCarrier();
  return <CarrierForm save={(body) => create.mutateAsync(body)} />;
}
