import { Button, TextInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderWithProviders } from "../test/render";
import { ApiError } from "./api";
import { useDomainForm } from "./forms";

const CrateBody = z.object({
  name: z.string().trim().min(1, "Name is required"),
  size: z.number().int().positive("Size is a positive number"),
});

type Values = { title: string; size: string };

/** The server calls the field `name` where the form calls it `title`. */
function CrateForm({ send }: { send: (body: z.input<typeof CrateBody>) => Promise<unknown> }) {
  const { form, onSubmit, submitting } = useDomainForm({
    name: "CrateForm",
    schema: CrateBody,
    initialValues: { title: "", size: "1" } as Values,
    toBody: (values) => ({ name: values.title, size: Number(values.size) }),
    validate: (_values, errors) => {
      const { name, ...rest } = errors;
      return name ? { ...rest, title: name } : rest;
    },
    serverErrors: ({ name, ...rest }) => (name ? { ...rest, title: name } : rest),
    submit: send,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Crate">
      <TextInput label="Title" {...form.getInputProps("title")} />
      <TextInput label="Size" {...form.getInputProps("size")} />
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </form>
  );
}

describe("useDomainForm", () => {
  it("shows the schema's message on the field and sends nothing", async () => {
    const send = vi.fn(async () => ({}));
    const user = userEvent.setup();
    renderWithProviders(<CrateForm send={send} />);
    await user.clear(screen.getByLabelText("Size"));
    await user.type(screen.getByLabelText("Size"), "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Size is a positive number")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the body and puts a 422 field error from the server on its field", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, { message: "Invalid data", errors: { name: ["A crate has this name"] } });
    });
    const user = userEvent.setup();
    renderWithProviders(<CrateForm send={send} />);
    await user.type(screen.getByLabelText("Title"), " Blue ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A crate has this name")).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ name: " Blue ", size: 1 }, { title: " Blue ", size: "1" });
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
  });
});
