import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import type { Pricebook } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { usePricebook } from "../pricing-api";

/** The id in the route (`:id`), or NaN for something that is not one. */
export function usePricebookId(): number {
  const { id } = useParams();
  return /^\d+$/.test(id ?? "") ? Number(id) : Number.NaN;
}

/** The frame of the price book screens: back link, name, loading and not-found states. */
export function PricebookFrame({ children }: { children: (pricebook: Pricebook) => ReactNode }) {
  const id = usePricebookId();
  const pricebook = usePricebook(id);
  if (!pricebook.data) {
    if (Number.isNaN(id) || (pricebook.error instanceof ApiError && pricebook.error.status === 404)) {
      return (
        <Stack>
          <Title order={1}>Price book not found</Title>
          <Text>There is no price book with this id.</Text>
          <Anchor component={Link} to="/pricebooks">
            Back to price books
          </Anchor>
        </Stack>
      );
    }
    if (pricebook.error) throw pricebook.error;
    return <Loader aria-label="Loading" />;
  }
  const p = pricebook.data;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/pricebooks" size="sm">
          ← Price books
        </Anchor>
        <Title order={1} mt={4}>
          {p.name}
        </Title>
        {p.description ? <Text c="dimmed">{p.description}</Text> : null}
        <Text size="sm" c="dimmed">
          Used by {p.accountCount} {p.accountCount === 1 ? "account" : "accounts"}
        </Text>
      </div>
      {children(p)}
    </Stack>
  );
}
