import { SerializedView } from "../views/SerializedView";

export default function ClientSerializedPage() {
  return <SerializedView smr={false} />;
}
