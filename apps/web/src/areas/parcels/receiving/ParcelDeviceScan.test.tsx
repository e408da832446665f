import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { theme } from "../../../shared/theme";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { ParcelDeviceScan } from "./ParcelDeviceScan";

function renderWith(answer: FakeAnswer, onReceived = vi.fn()) {
  const calls = fakeApi(() => answer);
  setCallerFamily("operator");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <ParcelDeviceScan
          referenceId="ACME-7"
          trackingNumber="1Z999"
          disabled={false}
          onReceived={onReceived}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

function scan(field: string, code: string) {
  const input = screen.getByRole("textbox", { name: field });
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: "Enter" });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("ParcelDeviceScan", () => {
  it("pairs each asset label with the serial scanned after it and sends them with the tracking number", async () => {
    const onReceived = vi.fn();
    const calls = renderWith({ json: { created: 2 } }, onReceived);
    scan("Asset label", "a1");
    scan("Serial number", "sn1");
    scan("Asset label", "A2");
    scan("Serial number", "SN2");
    const rows = within(screen.getByRole("table", { name: "Devices to receive" })).getAllByRole("row");
    expect(rows.slice(1).map((r) => r.textContent)).toEqual(["A1SN1×", "A2SN2×"]);
    fireEvent.click(screen.getByRole("button", { name: "Receive 2 devices" }));
    await vi.waitFor(() => expect(onReceived).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === "POST");
    expect(sent?.url).toBe("/spa/parcel_requests/ACME-7/receive");
    expect(JSON.parse(String(sent?.body))).toEqual({
      devices: [
        { barcode: "A1", serialNumber: "SN1" },
        { barcode: "A2", serialNumber: "SN2" },
      ],
      trackingNumber: "1Z999",
    });
  });

  it("says what is wrong with a scan before anything is sent", () => {
    renderWith({ json: {} });
    scan("Serial number", "SN0");
    expect(screen.getByText("Scan the asset label first")).toBeTruthy();
    scan("Asset label", "A1");
    scan("Serial number", "SN1");
    scan("Asset label", "A1");
    expect(screen.getByText("A1 is already in the list")).toBeTruthy();
  });

  it("shows the server's refusal on the device it names and keeps the list", async () => {
    renderWith({
      status: 422,
      json: {
        message: "Some fields need attention",
        errors: { "devices.1.barcode": ["Barcode A2 is already in use"] },
      },
    });
    scan("Asset label", "A1");
    scan("Serial number", "SN1");
    scan("Asset label", "A2");
    scan("Serial number", "SN2");
    fireEvent.click(screen.getByRole("button", { name: "Receive 2 devices" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Nothing was receivedSome fields need attention",
    );
    const rows = within(screen.getByRole("table", { name: "Devices to receive" })).getAllByRole("row");
    expect(rows[2]?.textContent).toContain("Barcode A2 is already in use");
    expect(rows[1]?.textContent).not.toContain("already in use");
  });
});
