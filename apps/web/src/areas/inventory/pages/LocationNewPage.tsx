import { useSearchParams } from "react-router";
import { useCreateLocation, useLocation } from "../api";
import { LocationForm } from "../components/LocationForm";
import { LocationLoadState } from "../components/LocationFrame";
import { defaultWarehouse, useWarehouses } from "../components/use-warehouse-choice";

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** `?parentId=` starts the form inside that location; `?warehouseId=` in that warehouse. */
export default function LocationNewPage() {
  const [params] = useSearchParams();
  const parentId = idOf(params.get("parentId"));
  const parent = useLocation(parentId ?? Number.NaN);
  const { warehouses, own } = useWarehouses();
  const create = useCreateLocation();
  if (parentId !== null && !parent.data) return <LocationLoadState id={parentId} error={parent.error} />;
  const warehouse = defaultWarehouse(warehouses, idOf(params.get("warehouseId")), own);
  return (
    <LocationForm
      key={parentId ?? "top"}
      parent={parent.data}
      warehouseId={warehouse?.id ?? null}
      save={(body) => create.mutateAsync(body)}
    />
  );
}
