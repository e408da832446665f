import { ValueAddView } from "../views/ValueAddView";

export default function ClientValueAddPage() {
  return <ValueAddView />;
}
