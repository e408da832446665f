import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";

/** A numeric route parameter, or NaN for something that is not one. */
export function useIdParam(name: "carrierId" | "id"): number {
  const value = useParams()[name];
  return /^\d+$/.test(value ?? "") ? Number(value) : Number.NaN;
}

/** Loading and not-found states of the carrier and vendor rule screens. */
export function LoadState({
  id,
  error,
  noun,
  back,
}: {
  id: number;
  error: unknown;
  noun: string;
  back: { to: string; label: string };
}) {
  if (Number.isNaN(id) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>{noun[0]?.toUpperCase() + noun.slice(1)} not found</Title>
        <Text>There is no {noun} with this id. It may have been deleted.</Text>
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}

export const CARRIERS_BACK = { to: "/carriers", label: "Back to carriers" };
