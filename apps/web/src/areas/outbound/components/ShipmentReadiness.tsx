/**
 * Whether an outbound load may ship, shown on its overview before anyone tries (owner: shipment
 * rules slice; the overview places it).
 */
export function ShipmentReadiness(_props: { slug: string }) {
  return null;
}
