import { Stack } from "@mantine/core";
import type { ListingInput } from "@ops/domain";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCreateListing } from "../api";
import { ListingForm } from "../components/ListingForm";

/** A new listing (a draft). */
export default function ListingNewPage() {
  const navigate = useNavigate();
  const create = useCreateListing();
  return (
    <Stack maw={900}>
      <PageHeader
        title="New listing"
        description="A product and grade (or a hand-picked set) for one marketplace."
      />
      <ListingForm
        listing={null}
        onSave={async (body) => {
          const listing = await create.mutateAsync(body as ListingInput);
          navigate(`/listings/${listing.id}`);
        }}
        onCancel={() => navigate("/listings")}
      />
    </Stack>
  );
}
