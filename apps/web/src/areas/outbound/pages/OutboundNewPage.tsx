import { OutboundLoadForm } from "../components/OutboundLoadForm";

/** `outbound/new`: an outbound load made by hand. */
export default function OutboundNewPage() {
  return <OutboundLoadForm />;
}
