import { CarriersListView } from "../components/CarriersListView";

export default function CarriersPage() {
  return <CarriersListView />;
}
