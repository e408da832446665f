import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { InboundAttributesFields, validateInboundAttributes } from "./InboundAttributesFields";

function Harness() {
  const [value, setValue] = useState<Record<string, unknown>>({ supplierJobType: "ITPAC" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <>
      <InboundAttributesFields
        variant="software_client"
        value={value}
        onChange={setValue}
        errors={errors}
        onResetErrors={() => setErrors({})}
        accountId={null}
      />
      <button
        type="button"
        onClick={() => setErrors(validateInboundAttributes("software_client", value).errors)}
      >
        Check
      </button>
    </>
  );
}

describe("Software client inbound fields", () => {
  it("clears the validation errors when the job type changes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText("Collection Site Name is required for ITPAC")).toBeInTheDocument();

    const jobType = screen.getByRole("combobox", { name: /Job Type/ });
    await user.clear(jobType);
    await user.type(jobType, "Buyback");
    await user.tab();

    expect(screen.queryByText("Collection Site Name is required for ITPAC")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.queryByText(/required for ITPAC$/)).not.toBeInTheDocument();
  });

  it("shows the job type help under its title", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(screen.getByRole("button", { name: "Job Type Descriptions" }));

    expect(screen.getByText("Job Type Descriptions")).toBeInTheDocument();
    expect(screen.getByText(/collection site name and code/)).toBeInTheDocument();
  });
});

describe("validateInboundAttributes", () => {
  it("answers the cable numbers normalised with the joined client reference", () => {
    expect(validateInboundAttributes("cable_client", { dcaNumbers: ["dca 12", "ab-3"] })).toEqual({
      attributes: { serializedAssets: true, dcaNumbers: ["12", "AB3"], clientRef: "12, AB3" },
      errors: {},
    });
  });

  it("reports the list's errors on dcaNumbers and keeps the typed value", () => {
    const value = { serializedAssets: true, dcaNumbers: [] };
    expect(validateInboundAttributes("cable_client", value)).toEqual({
      attributes: value,
      errors: { dcaNumbers: "DCA Numbers are required for serialized assets" },
    });
  });

  it("requires a PO number outside Business as Usual", () => {
    const { errors } = validateInboundAttributes("client_type_one", {
      projectType: "Office Closure",
      businessUnit: "CC 1",
    });
    expect(errors).toEqual({ clientRef: "PO Number is required: Required for non-BAU" });
  });
});
