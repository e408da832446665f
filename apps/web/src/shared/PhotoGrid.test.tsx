import type { Photo } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { PhotoGrid } from "./PhotoGrid";

function photo(id: number, fileName: string): Photo {
  return {
    id,
    activitySlug: "L-1",
    barcode: null,
    type: null,
    fileName,
    contentType: "image/png",
    size: 10,
    uploadedBy: null,
    createdAt: "2026-11-21T09:00:00.000Z",
  };
}

const photos = [photo(1, "dock.png"), photo(2, "pallet.png")];

describe("PhotoGrid", () => {
  it("lists the photos and opens the one clicked", async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <PhotoGrid
        photos={photos}
        pending={false}
        error={null}
        label="Photos"
        empty="No photos yet."
        urlOf={(p) => `/photos/${p.id}`}
        caption={(p) => (p.id === 2 ? "FGI" : null)}
        onOpen={onOpen}
        component="test"
      />,
    );
    const list = screen.getByRole("list", { name: "Photos" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("FGI")).toBeTruthy();
    expect(screen.getByRole("img", { name: "dock.png" }).getAttribute("src")).toBe("/photos/1");
    // Without `remove` nobody can delete.
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open pallet.png" }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it("deletes a photo only after the confirmation", async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <PhotoGrid
        photos={photos}
        pending={false}
        error={null}
        label="Photos"
        empty="No photos yet."
        urlOf={(p) => `/photos/${p.id}`}
        onOpen={vi.fn()}
        remove={remove}
        component="test"
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete pallet.png" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete photo" });
    expect(dialog.textContent).toContain("Delete pallet.png? The photo is removed for good.");
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(photos[1]));
  });

  it("shows the loading, error and empty states", () => {
    const props = {
      label: "Photos",
      empty: "No photos yet.",
      urlOf: () => "",
      onOpen: vi.fn(),
      component: "test",
    };
    const first = renderWithProviders(<PhotoGrid {...props} photos={[]} pending error={null} />);
    expect(screen.getByLabelText("Loading photos")).toBeTruthy();
    first.unmount();
    const second = renderWithProviders(
      <PhotoGrid {...props} photos={[]} pending={false} error={new Error("offline")} />,
    );
    expect(screen.getByText("The photos could not be loaded: offline")).toBeTruthy();
    second.unmount();
    renderWithProviders(<PhotoGrid {...props} photos={[]} pending={false} error={null} />);
    expect(screen.getByText("No photos yet.")).toBeTruthy();
  });
});
