import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";

/** The `:id` of the route, or NaN for something that is not one. */
export function useRouteId(): number {
  const { id } = useParams();
  return /^\d+$/.test(id ?? "") ? Number(id) : Number.NaN;
}

type Props = {
  id: number;
  error: unknown;
  /** What is missing, e.g. "product". */
  noun: string;
  /** The list to go back to, e.g. `/products`, and its name. */
  back: { to: string; label: string };
};

/** Loading and not-found states of screens that show one catalogue record. */
export function LoadState({ id, error, noun, back }: Props) {
  if (Number.isNaN(id) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>Not found</Title>
        <Text>There is no {noun} with this id.</Text>
        <Anchor component={Link} to={back.to}>
          Back to {back.label}
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}
