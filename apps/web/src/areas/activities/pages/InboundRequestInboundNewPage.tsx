import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { Activity } from "@ops/domain";
import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { useSite } from "../../../shared/session";
import { InboundLoadForm } from "../components/InboundLoadForm";
import { loadInputOfRequest } from "../components/inbound-request-values";
import { SubmittedRequest } from "../components/SubmittedRequest";

/** An operator schedules the inbound load of a client's request; the server links the two. */
export default function InboundRequestInboundNewPage() {
  const { data: site } = useSite();
  const navigate = useNavigate();
  const onSaved = useCallback((activity: Activity) => navigate(`/inbound/${activity.slug}`), [navigate]);
  return (
    <SubmittedRequest
      title={(number) => `New inbound load from request ${number}`}
      closed={{
        title: "No load can be made from this request",
        body: (r) =>
          r.loadSlug ? (
            <>
              Its load has been created already:{" "}
              <Anchor component={Link} to={`/inbound/${r.loadSlug}`}>
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
          <Title order={1}>New inbound load from request {r.number}</Title>
          <Text size="sm">
            From{" "}
            <Anchor component={Link} to={`/inbound-requests/${r.number}`}>
              inbound request {r.number}
            </Anchor>{" "}
            of {r.accountName}. Saving links the request to the new load.
          </Text>
          <InboundLoadForm
            initialValues={loadInputOfRequest(r, site?.user.warehouseId ?? null)}
            inboundRequestNumber={r.number}
            cancelTo={`/inbound-requests/${r.number}`}
            onSaved={onSaved}
          />
        </Stack>
      )}
    </SubmittedRequest>
  );
}
