import { Accordion, Loader, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { MOBILE_QUERY } from "../../../shared/layout";
import { useAssetDeltas } from "../receiving-api";
import { AsnDeltaTotals, ProductDeltaTable, SerialDeltaTable } from "./AsnDeltaTables";

/**
 * The load's running totals against its ASN (by product and by serial), refreshed after every
 * receipt. On a phone they fold away under the scan field until asked for.
 */
export function AsnDeltaPanel({ slug, family = "" }: { slug: string; family?: string }) {
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<string[]>(() => (phone ? [] : ["products", "serials"]));
  const products = useAssetDeltas(slug, "product", family);
  const serials = useAssetDeltas(slug, "serial", family);
  const error = products.error ?? serials.error;

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Against the ASN
      </Title>
      {products.isPending || serials.isPending ? (
        <Loader size="sm" aria-label="Loading the totals" />
      ) : error ? (
        <Text c="red" size="sm">
          The totals could not be loaded: {error.message}
        </Text>
      ) : (
        <>
          {serials.data ? <AsnDeltaTotals totals={serials.data.totals} /> : null}
          <Accordion multiple value={open} onChange={setOpen} variant="contained">
            <Accordion.Item value="products">
              <Accordion.Control>By product ({products.data?.products.length ?? 0})</Accordion.Control>
              <Accordion.Panel>
                <ProductDeltaTable products={products.data?.products ?? []} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="serials">
              <Accordion.Control>
                By serial ({serials.data?.totals.missingSerials ?? 0} missing,{" "}
                {serials.data?.totals.extraSerials ?? 0} extra)
              </Accordion.Control>
              <Accordion.Panel>
                <SerialDeltaTable serials={serials.data?.serials ?? []} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </>
      )}
    </Stack>
  );
}
