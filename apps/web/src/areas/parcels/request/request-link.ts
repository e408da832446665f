import { getPublicParcelRequest } from "@ops/domain";
import { useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { useEndpointQuery } from "../../../shared/endpoints";

/** The reference and token of the link the employee opened. */
export function useRequestLink() {
  const referenceId = (useParams().referenceId ?? "").trim().toUpperCase();
  const token = useSearchParams()[0].get("token") ?? "";
  return { referenceId, token, input: { params: { referenceId }, query: { token } } };
}

/** The employee's request; a 404 (any link that does not open it) is not retried. */
export function usePublicRequest() {
  const link = useRequestLink();
  const query = useEndpointQuery(getPublicParcelRequest, link.input, {
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const invalid = query.error instanceof ApiError && query.error.status === 404;
  return { link, query, invalid };
}
