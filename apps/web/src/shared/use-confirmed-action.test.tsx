import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "./theme";
import { useConfirmedAction } from "./use-confirmed-action";

const wrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme}>
    <Notifications />
    {children}
  </MantineProvider>
);

type Row = { id: number; name: string };

describe("useConfirmedAction", () => {
  it("asks, runs on confirm and closes", async () => {
    const run = vi.fn(async (_row: Row) => {});
    const { result } = renderHook(
      () => useConfirmedAction<Row>({ component: "Test", run, success: (r) => `${r.name} was deleted` }),
      { wrapper },
    );
    act(() => result.current.ask({ id: 7, name: "Dock 7" }));
    expect(result.current.pending).toEqual({ id: 7, name: "Dock 7" });
    await act(() => result.current.confirm());
    expect(run).toHaveBeenCalledWith({ id: 7, name: "Dock 7" });
    expect(result.current.pending).toBeNull();
    expect(result.current.running).toBe(false);
  });

  it("keeps the dialog open when the action fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const run = vi.fn(async () => {
      throw new Error("refused");
    });
    const { result } = renderHook(
      () => useConfirmedAction<Row>({ component: "Test", run, success: () => "done" }),
      { wrapper },
    );
    act(() => result.current.ask({ id: 1, name: "Bin 1" }));
    await act(() => result.current.confirm());
    expect(result.current.pending).toEqual({ id: 1, name: "Bin 1" });
    expect(result.current.running).toBe(false);
    act(() => result.current.cancel());
    expect(result.current.pending).toBeNull();
  });
});
