import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { SubscriptionGate } from "./SubscriptionGate";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const access = {
  level: "essentials",
  dashboards: [
    {
      id: "summary",
      label: "Summary",
      path: "dashboards/clients/summary",
      allowed: true,
      levels: ["essentials", "insights", "enterprise"],
      message: null,
    },
    {
      id: "serialized",
      label: "Serialized",
      path: "dashboards/clients/serialized",
      allowed: false,
      levels: ["insights", "enterprise"],
      message:
        "The Serialized dashboard is part of the Insights subscription. Ask your account manager to upgrade.",
    },
  ],
};

function gate(dashboard: "summary" | "serialized", audience: "client" | "operator", error?: unknown) {
  const calls = fakeApi((_m, url) =>
    url.includes("/dashboards/access") ? { json: access } : { status: 404, json: { message: "Not found" } },
  );
  renderSignedIn(
    <SubscriptionGate dashboard={dashboard} error={error}>
      <p>The figures</p>
    </SubscriptionGate>,
    audience,
  );
  return calls;
}

describe("SubscriptionGate", () => {
  it("shows a client the dashboard their level includes", async () => {
    gate("summary", "client");
    expect(await screen.findByText("The figures")).toBeInTheDocument();
    expect(screen.queryByTestId("subscription-fallback")).toBeNull();
  });

  it("shows a client on a lower level what the dashboard is, which level has it and what theirs includes", async () => {
    const calls = gate("serialized", "client");
    const card = await screen.findByTestId("subscription-fallback");
    expect(screen.queryByText("The figures")).toBeNull();
    expect(calls[0]?.url).toBe("/spa/client/dashboards/access");
    expect(card).toHaveTextContent("Serialized dashboard");
    expect(card).toHaveTextContent("by grade, disposition and product class");
    expect(card).toHaveTextContent("part of the Insights subscription. Ask your account manager to upgrade.");
    expect(card).toHaveTextContent("Insights: Everything in Essentials, plus serialized devices");
    expect(card).toHaveTextContent("Your subscription: Essentials. The summary and inbound dashboards");
  });

  it("lets operators through without asking", async () => {
    const calls = gate("serialized", "operator");
    expect(await screen.findByText("The figures")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("turns the server's 403 into the same fallback", async () => {
    const refusal = new ApiError(403, {
      message:
        "The Summary dashboard is part of the Insights subscription. Ask your account manager to upgrade.",
    });
    gate("summary", "client", refusal);
    const card = await screen.findByTestId("subscription-fallback");
    expect(card).toHaveTextContent("The Summary dashboard is part of the Insights subscription.");
    expect(screen.queryByText("The figures")).toBeNull();
  });
});
