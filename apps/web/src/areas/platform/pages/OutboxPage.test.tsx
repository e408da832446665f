import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderWithProviders } from "../../../test/render";
import OutboxPage from "./OutboxPage";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const notSent = {
  id: 7,
  kind: "dsv_certificate",
  to: "vendor@example.com",
  subject: "ISO 14001 certificate of <script>alert(1)</script> expires on 2026-12-01",
  status: "not_sent",
  attempts: 0,
  lastError: "Not sent: no SMTP server configured (SMTP_URL)",
  sentAt: null,
  createdAt: "2026-11-25T07:00:00.000Z",
};

function serve() {
  return fakeApi((_, url) => {
    if (url.startsWith("/spa/outbox/7"))
      return {
        json: {
          ...notSent,
          text: "Hello Ann,\nThe certificate expires.",
          html: "<p>Hello Ann</p>",
          headers: { "List-Unsubscribe": "<https://ops.example.com/unsubscribe/tok>" },
        },
      };
    if (url.startsWith("/spa/outbox"))
      return { json: url.includes("status=sent") ? { data: [], total: 0 } : { data: [notSent], total: 1 } };
    return { status: 404, json: { message: "not found" } };
  });
}

describe("OutboxPage", () => {
  it("lists mails with status and reason, filters by status and opens a mail's text", async () => {
    const calls = serve();
    setCallerFamily("operator");
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <OutboxPage />
      </MemoryRouter>,
    );
    const row = (await screen.findByText("vendor@example.com")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Not sent")).toBeInTheDocument();
    expect(within(row).getByText("Not sent: no SMTP server configured (SMTP_URL)")).toBeInTheDocument();
    // A value that looks like markup is shown as text.
    expect(within(row).getByText(notSent.subject)).toBeInTheDocument();

    await user.click(row);
    const text = await screen.findByTestId("outbox-mail-text");
    expect(text).toHaveTextContent("Hello Ann, The certificate expires.");
    expect(screen.getByText("<https://ops.example.com/unsubscribe/tok>")).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("radio", { name: "Sent" }));
    expect(await screen.findByText("No mail.")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/spa/outbox?") && c.url.includes("status=sent"))).toBe(true);
  });
});
