import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { WebcamCapture } from "./WebcamCapture";

function stubCamera(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia: vi.fn(getUserMedia) } });
}

const named = (name: string) => Object.assign(new Error(name), { name });

// The tests replace happy-dom's srcObject (it takes no stream objects); each puts it back.
const srcObject = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "srcObject");

/** The dialog as a screen uses it: Cancel closes it. */
function Harness() {
  const [opened, setOpened] = useState(true);
  return <WebcamCapture opened={opened} onClose={() => setOpened(false)} onCapture={() => {}} />;
}

afterEach(() => {
  if (srcObject) Object.defineProperty(HTMLMediaElement.prototype, "srcObject", srcObject);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("WebcamCapture", () => {
  it("releases the camera when its picture cannot be shown", async () => {
    const stop = vi.fn();
    stubCamera(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    Object.defineProperty(HTMLMediaElement.prototype, "srcObject", {
      configurable: true,
      set() {
        throw new TypeError("Not a MediaStream");
      },
    });
    renderWithProviders(<WebcamCapture opened onClose={() => {}} onCapture={() => {}} />);
    expect(await screen.findByText("The camera could not be used")).toBeInTheDocument();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("says the permission was denied", async () => {
    stubCamera(() => Promise.reject(named("NotAllowedError")));
    renderWithProviders(<WebcamCapture opened onClose={() => {}} onCapture={() => {}} />);
    expect(await screen.findByText("Camera permission denied")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says there is no camera when none is found or the browser has no camera API", async () => {
    stubCamera(() => Promise.reject(named("NotFoundError")));
    const { unmount } = renderWithProviders(<WebcamCapture opened onClose={() => {}} onCapture={() => {}} />);
    expect(await screen.findByText("No camera found")).toBeInTheDocument();
    unmount();

    vi.stubGlobal("navigator", { ...navigator, mediaDevices: undefined });
    renderWithProviders(<WebcamCapture opened onClose={() => {}} onCapture={() => {}} />);
    expect(await screen.findByText("No camera found")).toBeInTheDocument();
  });

  it("stops the camera when the dialog closes", async () => {
    const stop = vi.fn();
    stubCamera(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    // happy-dom's video element neither takes nor plays streams.
    Object.defineProperty(HTMLMediaElement.prototype, "srcObject", {
      configurable: true,
      set() {},
      get: () => null,
    });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Capture" })).toBeEnabled());
    expect(stop).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });
});
