import { Stack } from "@mantine/core";
import type { ListingUpdate } from "@ops/domain";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useListing, useUpdateListing } from "../api";
import { ListingForm } from "../components/ListingForm";

/** A listing's fields. */
export default function ListingEditPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const { data: listing, error } = useListing(id);
  const update = useUpdateListing(id);
  if (!listing)
    return (
      <RecordLoadState id={id} error={error} noun="Listing" back={{ to: "/listings", label: "Listings" }} />
    );
  return (
    <Stack maw={900}>
      <PageHeader title={`Edit listing #${listing.id}`} />
      <ListingForm
        listing={listing}
        onSave={async ({ type: _type, status: _status, ...body }) => {
          await update.mutateAsync(body as ListingUpdate);
          navigate(`/listings/${id}`);
        }}
        onCancel={() => navigate(`/listings/${id}`)}
      />
    </Stack>
  );
}
