import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { Activity } from "@ops/domain";
import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { InboundRequestOutboundForm } from "../components/InboundRequestOutboundForm";
import { requestLoadHref } from "../components/request-load-href";
import { SubmittedRequest } from "../components/SubmittedRequest";

/** `inbound-requests/:number/outbound/new`: an operator turns a client's request into an outbound load. */
export default function InboundRequestOutboundNewPage() {
  const navigate = useNavigate();
  const onSaved = useCallback((activity: Activity) => navigate(`/outbound/${activity.slug}`), [navigate]);
  return (
    <SubmittedRequest
      title={(number) => `New outbound load from request ${number}`}
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
          <Title order={1}>New outbound load from request {r.number}</Title>
          <Text size="sm">
            From{" "}
            <Anchor component={Link} to={`/inbound-requests/${r.number}`}>
              inbound request {r.number}
            </Anchor>{" "}
            of {r.accountName}, e.g. a redeployment shipment back to them. Saving links the request to the new
            load.
          </Text>
          <InboundRequestOutboundForm request={r} onSaved={onSaved} />
        </Stack>
      )}
    </SubmittedRequest>
  );
}
