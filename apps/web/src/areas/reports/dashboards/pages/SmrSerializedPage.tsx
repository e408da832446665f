import { SerializedView } from "../views/SerializedView";

export default function SmrSerializedPage() {
  return <SerializedView smr />;
}
