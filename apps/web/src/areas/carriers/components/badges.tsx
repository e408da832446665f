import { Badge, Tooltip } from "@mantine/core";
import { type Qualification, UNQUALIFIED_VENDOR_WARNING } from "@ops/domain";

// A badge's label can shrink to an ellipsis; in a narrow table column it must keep its word.
const KEEP_WIDTH = { minWidth: "max-content" } as const;

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge color="teal" variant="light" style={KEEP_WIDTH}>
      Active
    </Badge>
  ) : (
    <Badge color="gray" style={KEEP_WIDTH}>
      Inactive
    </Badge>
  );
}

export function PrimaryBadge() {
  return (
    <Badge size="xs" variant="light" ml={4} style={KEEP_WIDTH}>
      Primary
    </Badge>
  );
}

/** On a vendor rule whose vendor's certificate is expired or missing: material should not go there. */
export function VendorQualificationBadge({ qualification }: { qualification: Qualification }) {
  if (qualification !== "unqualified") return null;
  return (
    <Tooltip label={UNQUALIFIED_VENDOR_WARNING} multiline w={240}>
      <Badge color="red" variant="light" size="sm" style={KEEP_WIDTH} aria-label={UNQUALIFIED_VENDOR_WARNING}>
        Not qualified
      </Badge>
    </Tooltip>
  );
}
