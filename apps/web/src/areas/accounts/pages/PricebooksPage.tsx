import { Button, Stack, Text } from "@mantine/core";
import { createPricebook, type Pricebook } from "@ops/domain";
import { useState } from "react";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RecordList } from "../../../shared/RecordList";
import { PricebookCreateModal } from "../components/PricebookCreateModal";
import { usePricebooks } from "../pricing-api";

export default function PricebooksPage() {
  const pricebooks = usePricebooks();
  const [creating, setCreating] = useState(false);
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Price books"
        description="Shared price lists for accounts."
        action={
          can(createPricebook) ? <Button onClick={() => setCreating(true)}>New price book</Button> : null
        }
      />
      <RecordList<Pricebook>
        query={pricebooks}
        rowKey={(p) => p.id}
        rowHref={(p) => `/pricebooks/${p.id}`}
        empty={{
          title: "No price books yet",
          description: "A price book is a price list several accounts can share.",
        }}
        columns={[
          { header: "Name", render: (p) => p.name },
          {
            header: "Description",
            render: (p) => (
              <Text size="sm" lineClamp={1}>
                {p.description ?? ""}
              </Text>
            ),
          },
          {
            header: "Current version",
            align: "right",
            render: (p) => (p.currentVersion > 0 ? p.currentVersion : "Never saved"),
          },
          { header: "Accounts using it", align: "right", render: (p) => p.accountCount },
        ]}
      />
      <PricebookCreateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
