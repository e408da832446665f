import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anActivity } from "../../../test/activity";
import { renderSignedIn } from "../../../test/render-signed-in";
import { ActivityHeader } from "./ActivityHeader";

afterEach(() => setCallerFamily(null));

describe("ActivityHeader", () => {
  it("shows the slug, status, account link, warehouse, details, actions and moves", () => {
    renderSignedIn(
      <ActivityHeader
        activity={anActivity()}
        back={{ to: "/shop-order", label: "Shop orders" }}
        details=" · Load: dal-in-100042"
        actions={<button type="button">Edit</button>}
        moves={<button type="button">Start</button>}
      />,
    );
    expect(screen.getByRole("link", { name: "← Shop orders" })).toHaveAttribute("href", "/shop-order");
    expect(screen.getByRole("heading", { level: 1, name: "dal-so-7" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Northwind Health" })).toHaveAttribute("href", "/accounts/3");
    expect(screen.getByText(/· DAL · Load: dal-in-100042/)).toBeInTheDocument();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Edit", "Start"]);
  });

  it("names the account without a link for who may not open it, and says what stands for none", () => {
    const { unmount } = renderSignedIn(
      <ActivityHeader
        activity={anActivity()}
        back={{ to: "/inbound", label: "Inbound loads" }}
        moves={null}
      />,
      "operator",
      ["activities.view"],
    );
    expect(screen.queryByRole("link", { name: "Northwind Health" })).toBeNull();
    expect(screen.getByText(/Northwind Health · DAL/)).toBeInTheDocument();
    unmount();
    renderSignedIn(
      <ActivityHeader
        activity={anActivity({ accountId: null, accountName: null })}
        back={{ to: "/shop-order", label: "Shop orders" }}
        noAccount="No account"
        moves={null}
      />,
    );
    expect(screen.getByText("No account · DAL")).toBeInTheDocument();
  });
});
