import { useNavigate, useSearchParams } from "react-router";
import { showSnackbar } from "../../../shared/snackbar";
import { InboundRequestForm } from "../components/InboundRequestForm";

/** A client asks for a pickup (`?accountId=` preselects the account). */
export default function InboundRequestNewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accountId = /^\d+$/.test(params.get("accountId") ?? "") ? Number(params.get("accountId")) : null;
  return (
    <InboundRequestForm
      accountId={accountId}
      cancelTo="/inbound-requests"
      onSaved={(request) => {
        showSnackbar(`Inbound request ${request.number} was submitted`, "success");
        navigate(`/inbound-requests/${request.number}`);
      }}
    />
  );
}
