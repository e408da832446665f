import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "./api";

/** A numeric route parameter, or NaN for something that is not one (then the record is not found). */
export function useIdParam(name = "id"): number {
  const value = useParams()[name];
  return /^\d+$/.test(value ?? "") ? Number(value) : Number.NaN;
}

type Props = {
  id: number;
  error: unknown;
  /** What is missing, e.g. "product". */
  noun: string;
  /** The list to go back to. */
  back: { to: string; label: string };
};

/** Loading and not-found states of a screen that shows one record; other failures go to the boundary. */
export function RecordLoadState({ id, error, noun, back }: Props) {
  if (Number.isNaN(id) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}</Title>
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
