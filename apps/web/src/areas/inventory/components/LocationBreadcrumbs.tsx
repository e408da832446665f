import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import type { LocationDetail } from "@ops/domain";
import { Link } from "react-router";

/** Where a location sits: its warehouse, then each parent from the root, then itself. */
export function LocationBreadcrumbs({ location }: { location: LocationDetail }) {
  return (
    <nav aria-label="Location path">
      <Breadcrumbs separatorMargin={4} style={{ flexWrap: "wrap", rowGap: 2 }} fz="sm">
        <Anchor component={Link} to="/locations" size="sm">
          Locations · {location.warehouseShortName}
        </Anchor>
        {location.ancestors.map((a) => (
          <Anchor key={a.id} component={Link} to={`/locations/${a.id}`} size="sm" title={a.name}>
            {a.barcode}
          </Anchor>
        ))}
        <Text size="sm" aria-current="page">
          {location.barcode}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
