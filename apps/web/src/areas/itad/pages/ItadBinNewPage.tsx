import { CreateOutOfInputPage } from "../../work/components/CreateOutOfInputPage";
import { itadBinPath, itadPath } from "../itad-paths";

/** `itad/:slug/bins/new`: a new bin out of an input of the ITAD job. */
export default function ItadBinNewPage() {
  return (
    <CreateOutOfInputPage
      type="itad"
      createdPage="created-bins"
      title="New bin"
      description="A bin made out of an input of this ITAD job, with its product and weights."
      fixedType="bin"
      createdPath={(slug, result) => {
        const made = result.data[0];
        return made ? itadBinPath(slug, made.barcode) : itadPath(slug, "created-bins");
      }}
    />
  );
}
