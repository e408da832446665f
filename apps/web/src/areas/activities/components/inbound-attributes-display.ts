/** Labels of the client-specific attributes (SPEC §3), for reading a load. */
const LABELS: Record<string, string> = {
  projectType: "Project type",
  clientRef: "Client reference",
  businessUnit: "Cost center information",
  emergencyService: "Emergency service",
  serializedAssets: "Serialized assets",
  dcaNumbers: "DCA numbers",
  supplierJobType: "Job type",
  msPoNumber: "PO number",
  collectionSiteName: "Collection site name",
  collectionSiteCode: "Collection site code",
  msCollectionTicketNumber: "Collection ticket number",
};

/** "someFieldName" → "Some field name", for attributes without a known label. */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function show(value: unknown): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(show).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The attributes of a load as label/value lines, in a stable order (known fields first). */
export function attributeLines(attributes: Record<string, unknown>): { label: string; value: string }[] {
  const known = Object.keys(LABELS).filter((key) => key in attributes);
  const other = Object.keys(attributes)
    .filter((key) => !(key in LABELS))
    .sort();
  return [...known, ...other].map((key) => ({
    label: LABELS[key] ?? humanise(key),
    value: show(attributes[key]),
  }));
}
