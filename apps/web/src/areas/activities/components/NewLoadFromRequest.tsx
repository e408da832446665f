import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { InboundRequest } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { requestLoadHref } from "./request-load-href";
import { SubmittedRequest } from "./SubmittedRequest";

type Props = {
  /** The kind of load the operator makes from the request. */
  kind: "inbound" | "outbound";
  /** What such a load is for, after the request's account (", e.g. a redeployment back to them"). */
  purpose?: string;
  /** The load's form for the request. */
  children: (request: InboundRequest) => ReactNode;
};

/**
 * `inbound-requests/:number/<kind>/new`: an operator turns a client's request into a load of the
 * kind; saving links the request. A request that has its load already, or was canceled, says so.
 */
export function NewLoadFromRequest({ kind, purpose = "", children }: Props) {
  return (
    <SubmittedRequest
      title={(number) => `New ${kind} load from request ${number}`}
      closed={{
        title: "No load can be made from this request",
        body: (r) =>
          r.loadSlug ? (
            <>
              Its load has been created already:{" "}
              <Anchor component={Link} to={requestLoadHref(r.loadSlug, true)}>
                {r.loadSlug}
              </Anchor>
              .
            </>
          ) : (
            "It was canceled."
          ),
      }}
    >
      {(r) => (
        <Stack>
          <Title order={1}>
            New {kind} load from request {r.number}
          </Title>
          <Text size="sm">
            From{" "}
            <Anchor component={Link} to={`/inbound-requests/${r.number}`}>
              inbound request {r.number}
            </Anchor>{" "}
            of {r.accountName}
            {purpose}. Saving links the request to the new load.
          </Text>
          {children(r)}
        </Stack>
      )}
    </SubmittedRequest>
  );
}
