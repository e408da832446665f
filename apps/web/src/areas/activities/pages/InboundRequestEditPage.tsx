import { Anchor, Stack } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { showSnackbar } from "../../../shared/snackbar";
import { InboundRequestForm } from "../components/InboundRequestForm";
import { SubmittedRequest } from "../components/SubmittedRequest";

/** An operator corrects a request; once it has a load the load is what changes, not the request. */
export default function InboundRequestEditPage() {
  const navigate = useNavigate();
  return (
    <SubmittedRequest
      title={(number) => `Edit inbound request ${number}`}
      closed={{
        title: "This request can no longer be edited",
        body: (r) => (
          <Stack gap="xs">
            {r.loadSlug
              ? `Its load ${r.loadSlug} has been created: change the load instead.`
              : "It was canceled."}
            <Anchor component={Link} to={`/inbound-requests/${r.number}`}>
              Back to inbound request {r.number}
            </Anchor>
          </Stack>
        ),
      }}
    >
      {(r) => (
        <InboundRequestForm
          key={r.number}
          request={r}
          cancelTo={`/inbound-requests/${r.number}`}
          onSaved={(saved) => {
            showSnackbar(`Inbound request ${saved.number} was saved`, "success");
            navigate(`/inbound-requests/${saved.number}`);
          }}
        />
      )}
    </SubmittedRequest>
  );
}
