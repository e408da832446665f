import { Button, Group, Stack, Text } from "@mantine/core";
import { type PricingType, priceLoadAssets } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { useFamilyPrefix } from "../../accounts/family";
import { LoadFrame } from "../../activities/components/LoadFrame";
import { PricingScreen } from "./PricingScreen";

/**
 * `loads/:slug/pricing/<type>`: what a load's assets are priced at, read-only, for clients (their
 * own loads through the client family) and operators, who price on the inbound screens.
 */
export function PricingLoadTab({ type }: { type: PricingType }) {
  const family = useFamilyPrefix();
  const operator = useSite().data?.user.audience === "operator";
  const prices = useCan()(priceLoadAssets);
  return (
    <LoadFrame>
      {(l) =>
        l.type === "inbound" ? (
          <Stack>
            {operator && prices ? (
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={`/inbound/${l.slug}/pricing/${type}`}
                  size="xs"
                  variant="default"
                >
                  Price this load
                </Button>
              </Group>
            ) : null}
            <PricingScreen
              slug={l.slug}
              type={type}
              family={family}
              basePath={`/loads/${l.slug}/pricing`}
              canPrice={false}
              settlement={{ label: "Statement", path: `/loads/${l.slug}/statement` }}
            />
          </Stack>
        ) : (
          <Text>Only inbound loads are priced.</Text>
        )
      }
    </LoadFrame>
  );
}
