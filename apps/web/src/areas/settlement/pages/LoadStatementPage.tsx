import { Stack, Text } from "@mantine/core";
import { LoadFrame } from "../../activities/components/LoadFrame";
import { PricingTabs } from "../../assets/components/PricingTabs";
import { LoadStatement } from "../components/LoadStatement";

/** `loads/:slug/statement`: the load's final statement beside its pricing (clients and operators). */
export default function LoadStatementPage() {
  return (
    <LoadFrame>
      {(l) =>
        l.type === "inbound" ? (
          <Stack>
            <PricingTabs
              value="settlement"
              basePath={`/loads/${l.slug}/pricing`}
              settlement={{ label: "Statement", path: `/loads/${l.slug}/statement` }}
            />
            <LoadStatement slug={l.slug} />
          </Stack>
        ) : (
          <Text>Only inbound loads have a settlement statement.</Text>
        )
      }
    </LoadFrame>
  );
}
