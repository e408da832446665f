import { permissionsFor } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { InboundRatings } from "./InboundRatings";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("InboundRatings", () => {
  it("asks for 1 to 5 stars before sending, then posts the score and comment", async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        // An operator whose roles allow rating a load.
        if (url === "/spa/site") {
          const user = { id: 7, audience: "operator", permissions: permissionsFor("operator") };
          return new Response(JSON.stringify({ user, warehouses: [] }), { status: 200 });
        }
        if (init?.method === "POST") {
          posted.push(JSON.parse(String(init.body)));
          return new Response(
            JSON.stringify({ id: 1, score: 4, comment: "", userName: "Olivia Ortega", createdAt: "" }),
            { status: 201 },
          );
        }
        return new Response("[]", { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InboundRatings slug="dal-in-1" />);
    expect(await screen.findByText("No ratings yet.")).toBeTruthy();
    const form = await screen.findByRole("form", { name: "Rate this load" });

    await user.click(within(form).getByRole("button", { name: "Save rating" }));
    expect(await within(form).findByText("Choose 1 to 5")).toBeTruthy();
    expect(posted).toEqual([]);

    // A star is picked by clicking its label (the radio itself only previews the choice).
    const fourth = within(form).getByRole("radio", { name: "4" });
    const label = form.querySelector(`label[for="${fourth.id}"]`);
    if (!label) throw new Error("no label for the fourth star");
    await user.click(label);
    await user.type(within(form).getByLabelText("Comment"), "On time");
    await user.click(within(form).getByRole("button", { name: "Save rating" }));
    await vi.waitFor(() => expect(posted).toEqual([{ score: 4, comment: "On time" }]));
  });
});
