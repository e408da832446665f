import { Badge, Button, Stack } from "@mantine/core";
import { createProductClass, labelOf, PRODUCT_CLASS_TIERS, type ProductClass } from "@ops/domain";
import { Link } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RecordList } from "../../../shared/RecordList";
import { useClasses } from "../classes-api";
import { ActiveBadge } from "./badges";

/** Every product class with its tier and how many products and attributes it has. */
export function ClassesListView() {
  const classes = useClasses();
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Classes"
        description="Product classes and the attributes their products carry."
        action={
          can(createProductClass) ? (
            <Button component={Link} to="/classes/new">
              New class
            </Button>
          ) : null
        }
      />
      <RecordList<ProductClass>
        query={classes}
        label="Classes"
        minWidth={560}
        rowKey={(c) => c.id}
        rowHref={(c) => `/classes/${c.id}`}
        empty={{
          title: "No classes yet",
          description: "A class groups products and defines their attributes.",
        }}
        columns={[
          { header: "Name", render: (c) => c.name },
          { header: "Tier", render: (c) => labelOf(PRODUCT_CLASS_TIERS, c.tier) },
          {
            header: "Serials",
            render: (c) => (c.serialized ? <Badge variant="light">Serialized</Badge> : "—"),
          },
          { header: "Attributes", align: "right", render: (c) => c.attributeCount },
          { header: "Products", align: "right", render: (c) => c.productCount },
          { header: "Status", render: (c) => <ActiveBadge active={c.active} /> },
        ]}
      />
    </Stack>
  );
}
