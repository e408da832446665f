import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";

/** Loading and not-found states of screens that show one account outside the page frame. */
export function AccountLoadState({ id, error }: { id: number; error: unknown }) {
  if (Number.isNaN(id) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>Account not found</Title>
        <Text>There is no account with this id that you can see.</Text>
        <Anchor component={Link} to="/accounts">
          Back to accounts
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}
