import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { showSnackbar } from "../../../app/errors/snackbar";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { InboundRequestForm } from "../components/InboundRequestForm";
import { useInboundRequest } from "../requests-api";

/** An operator corrects a request; once it has a load the load is what changes, not the request. */
export default function InboundRequestEditPage() {
  const number = useIdParam("number");
  const request = useInboundRequest(number);
  const navigate = useNavigate();
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
  if (r.status !== "submitted") {
    return (
      <Stack maw={720}>
        <Title order={1}>Edit inbound request {r.number}</Title>
        <Alert color="orange" title="This request can no longer be edited">
          {r.loadSlug
            ? `Its load ${r.loadSlug} has been created: change the load instead.`
            : "It was canceled."}
        </Alert>
        <Anchor component={Link} to={`/inbound-requests/${r.number}`}>
          Back to inbound request {r.number}
        </Anchor>
      </Stack>
    );
  }
  return (
    <InboundRequestForm
      key={r.number}
      request={r}
      cancelTo={`/inbound-requests/${r.number}`}
      onSaved={(saved) => {
        showSnackbar(`Inbound request ${saved.number} was saved`, "success");
        navigate(`/inbound-requests/${saved.number}`);
      }}
    />
  );
}
