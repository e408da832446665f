import { Button } from "@mantine/core";
import { createActivity } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../../shared/permissions";

/** "New ITAD shop order" beside the shop orders' own "new" action, for whoever may create one. */
export function NewItadShopOrderButton() {
  const can = useCan();
  if (!can(createActivity)) return null;
  return (
    <Button component={Link} to="/shop-order/itad/new" variant="default">
      New ITAD shop order
    </Button>
  );
}
