import { Alert, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { PublicFrame } from "../../../shared/PublicFrame";

/** The page around an employee's request: the public one-column frame. */
export const RequestFrame = PublicFrame;

/** What a link that opens no request shows: nothing about why (wrong, expired or someone else's). */
export function LinkNotValid() {
  return (
    <RequestFrame title="This link is not valid">
      <Alert color="gray" variant="light" role="alert" title="This link is not valid">
        Open the link from the most recent e-mail about your return, or ask the person who asked you to send
        your devices back for a new one.
      </Alert>
    </RequestFrame>
  );
}

/** Loading, a failure other than an invalid link, or the page. */
export function RequestLoadState({ error, children }: { error: unknown; children: ReactNode }) {
  if (error)
    return (
      <RequestFrame title="Your return">
        <Alert color="orange" variant="light" role="alert" title="Your return could not be loaded">
          <Text size="sm">Try again in a few minutes.</Text>
        </Alert>
      </RequestFrame>
    );
  if (children) return children;
  return <Loader aria-label="Loading" m="xl" />;
}
