import { useForm } from "@mantine/form";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ProgramRuleFields } from "./ProgramRuleFields";
import { buildProgramBody, emptyProgramValues, type ProgramFormValues, ruleRow } from "./program-form-values";

/** The rules part of the template form, validated and submitted like the real one. */
function Harness({ initial, onBody }: { initial: ProgramFormValues; onBody: (body: unknown) => void }) {
  const form = useForm<ProgramFormValues>({
    initialValues: initial,
    validate: (values) => {
      const result = buildProgramBody(values, "template");
      return result.ok ? {} : result.errors;
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const result = buildProgramBody(values, "template");
        if (result.ok) onBody(result.body);
      })}
    >
      <ProgramRuleFields form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

function setup(rules: ProgramFormValues["rules"] = []) {
  const onBody = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <Harness initial={{ ...emptyProgramValues(), name: "Standard", rules }} onBody={onBody} />,
  );
  return { user, onBody };
}

const ruleSelect = (n: number) => screen.getByLabelText(`Rule ${n}`, { selector: "input" });

/** An option of rule row n's type select (every select keeps its own list in the page). */
function typeOption(n: number, label: string) {
  const listbox = document.getElementById(ruleSelect(n).getAttribute("aria-controls") ?? "") as HTMLElement;
  return within(listbox).getByRole("option", { name: label, hidden: true });
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, n: number, label: string) {
  await user.click(ruleSelect(n));
  await user.click(typeOption(n, label));
}

describe("ProgramRuleFields", () => {
  it("generates the inputs of the chosen rule type from its parameters", async () => {
    const { user } = setup();
    expect(screen.getByText(/No rules/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await chooseType(user, 1, "Tiered freight cost");
    const row = screen.getAllByTestId("rule-row")[0] as HTMLElement;
    // One input per parameter.
    expect(within(row).getAllByRole("textbox")).toHaveLength(2);
    expect(screen.getByLabelText(/Base freight cost/)).toBeRequired();
    expect(screen.getByLabelText(/Cost per mile/)).not.toBeRequired();

    // Another type replaces the inputs and starts from empty values.
    await user.type(screen.getByLabelText(/Base freight cost/), "80");
    await chooseType(user, 1, "Hold asset");
    expect(screen.queryByLabelText(/Base freight cost/)).toBeNull();
    expect(screen.getByRole("textbox", { name: /Hold type/ })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /Processing instructions/ })).toBeInTheDocument();

    await chooseType(user, 1, "Import ASN pricing");
    expect(screen.getByRole("switch", { name: "Overwrite existing prices" })).not.toBeChecked();

    await chooseType(user, 1, "Direct account pricing");
    expect(screen.getByText("This rule has no settings.")).toBeInTheDocument();
  });

  it("offers each rule type once", async () => {
    const { user } = setup([ruleRow({ type: "fixed_freight_cost", params: { amount: 150 } })]);
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await user.click(ruleSelect(2));
    expect(typeOption(2, "Fixed freight cost")).toHaveAttribute("data-combobox-disabled", "true");
    expect(typeOption(2, "Cost plus freight")).not.toHaveAttribute("data-combobox-disabled");
  });

  it("shows each error on its parameter and sends typed numbers as numbers", async () => {
    const { user, onBody } = setup();
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Choose a rule type")).toBeInTheDocument();

    await chooseType(user, 1, "Fixed freight cost");
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await chooseType(user, 2, "Program revenue share pricing");
    await user.type(screen.getByLabelText(/Client share of revenue/), "120");
    await user.click(screen.getByRole("button", { name: "Save" }));
    // A percentage input does not go past 100.
    expect(screen.getByLabelText(/Client share of revenue/)).toHaveValue("100%");
    expect(screen.getByText("Freight cost per load is required")).toBeInTheDocument();
    expect(onBody).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Freight cost per load/), "150");
    await user.clear(screen.getByLabelText(/Client share of revenue/));
    await user.type(screen.getByLabelText(/Client share of revenue/), "35");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onBody).toHaveBeenCalledWith(
      expect.objectContaining({
        rules: [
          { type: "fixed_freight_cost", params: { amount: 150 } },
          { type: "program_rev_share_pricing", params: { clientSharePercent: 35 } },
        ],
      }),
    );
  });

  it("removes a rule row", async () => {
    const { user, onBody } = setup([
      ruleRow({ type: "lock_asset", params: { lockType: "mdm_locked" } }),
      ruleRow({ type: "move_load_to_priced", params: { whenProcessed: true } }),
    ]);
    await user.click(screen.getByRole("button", { name: "Remove rule 1" }));
    expect(screen.getAllByTestId("rule-row")).toHaveLength(1);
    expect(screen.getByRole("switch", { name: "As soon as processing completes" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onBody).toHaveBeenCalledWith(
      expect.objectContaining({ rules: [{ type: "move_load_to_priced", params: { whenProcessed: true } }] }),
    );
  });
});
