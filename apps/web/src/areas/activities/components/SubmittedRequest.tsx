import { Alert, Stack, Title } from "@mantine/core";
import type { InboundRequest } from "@ops/domain";
import type { ReactNode } from "react";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useInboundRequest } from "../requests-api";

type Props = {
  /** The page's title for this request, also shown when the request is past changing. */
  title: (number: number) => string;
  /** The alert's title and text when the request already has its load or was canceled. */
  closed: { title: string; body: (request: InboundRequest) => ReactNode };
  children: (request: InboundRequest) => ReactNode;
};

/**
 * The request of the `:number` in the path while it is still submitted: its loading and
 * not-found states, and an alert instead of the page once it has a load or was canceled.
 */
export function SubmittedRequest({ title, closed, children }: Props) {
  const number = useIdParam("number");
  const request = useInboundRequest(number);
  if (!request.data) {
    return (
      <RecordLoadState
        id={number}
        error={request.error}
        noun="inbound request"
        back={{ to: "/inbound-requests", label: "Back to inbound requests" }}
      />
    );
  }
  const r = request.data;
  if (r.status === "submitted") return children(r);
  return (
    <Stack maw={720}>
      <Title order={1}>{title(r.number)}</Title>
      <Alert color="orange" title={closed.title}>
        {closed.body(r)}
      </Alert>
    </Stack>
  );
}
