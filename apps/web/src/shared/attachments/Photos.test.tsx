import type { Photo } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, posted, type SentCall } from "../../test/fake-api";
import { renderSignedIn } from "../../test/render-signed-in";
import { setCallerFamily } from "../endpoints";
import type { PhotoOwner } from "./owner";
import { Photos } from "./Photos";

afterEach(() => setCallerFamily(null));

function photo(id: number, fileName: string, barcode: string | null = null): Photo {
  return {
    id,
    activitySlug: "in-1",
    barcode,
    type: null,
    fileName,
    contentType: "image/png",
    size: 10,
    uploadedBy: null,
    createdAt: "2026-11-21T09:00:00.000Z",
  };
}

const dock = photo(3, "dock.png");

/** Each kind of owner: the address of its photos, of one photo's image, and the grid's name. */
const owners: [string, PhotoOwner, string, string, string][] = [
  [
    "an activity",
    { kind: "activity", slug: "in-1" },
    "/spa/activities/in-1/photos",
    "/spa/activities/in-1/photos/3/file",
    "Photos",
  ],
  [
    "an asset",
    { kind: "asset", ref: "S1-AB" },
    "/spa/assets/S1-AB/photos",
    "/spa/photos/3/file",
    "Asset photos",
  ],
];

function server(photos: Photo[] = [dock]) {
  return fakeApi((method) =>
    method === "GET" ? { json: photos } : method === "POST" ? { status: 201, json: dock } : {},
  );
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

const png = (name: string) => new File(["png"], name, { type: "image/png" });
const sent = (calls: SentCall[]) => calls.map((c) => `${c.method} ${c.url}`);

describe("Photos", () => {
  it.each(owners)(
    "shows the photos of %s from its list, each image from its file endpoint",
    async (_, owner, base, image, label) => {
      const calls = server();
      renderSignedIn(<Photos owner={owner} />);
      const grid = await screen.findByRole("list", { name: label });
      expect(within(grid).getByRole("img", { name: "dock.png" })).toHaveAttribute("src", image);
      expect(sent(calls)).toEqual([`GET ${base}`]);
    },
  );

  it.each(owners)(
    "uploads a photo of %s through its upload endpoint and lists again",
    async (_, owner, base) => {
      const calls = server();
      const user = userEvent.setup();
      const view = renderSignedIn(<Photos owner={owner} />);
      await screen.findByRole("button", { name: "Open dock.png" });
      await user.upload(fileInput(view.container), png("pallet.png"));
      await waitFor(() => expect(sent(calls)).toEqual([`GET ${base}`, `POST ${base}`, `GET ${base}`]));
      expect(posted(calls).form.get("file")).toBeInstanceOf(File);
    },
  );

  it.each(owners)("deletes a photo of %s through its delete endpoint", async (_, owner, base) => {
    const calls = server();
    const user = userEvent.setup();
    renderSignedIn(<Photos owner={owner} />);
    await user.click(await screen.findByRole("button", { name: "Delete dock.png" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete photo" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() => expect(sent(calls)).toEqual([`GET ${base}`, `DELETE ${base}/3`, `GET ${base}`]));
  });

  it("sends an asset photo's type, and refreshes the load's photos that show it too", async () => {
    const calls = server();
    const user = userEvent.setup();
    const view = renderSignedIn(<Photos owner={{ kind: "asset", ref: "S1-AB" }} />);
    const loadPhotos = ["listActivityPhotos", { params: { slug: "in-1" } }];
    view.client.setQueryData(loadPhotos, [dock]);
    await screen.findByRole("button", { name: "Open dock.png" });
    await user.click(screen.getByText("FGI", { exact: true }));
    await user.upload(fileInput(view.container), png("serial.png"));
    await waitFor(() => expect(view.client.getQueryState(loadPhotos)?.isInvalidated).toBe(true));
    const { form } = posted(calls);
    expect([...form.keys()]).toEqual(["type", "file"]);
    expect(form.get("type")).toBe("fgi");
  });

  it("shows only the photos the screen asks for (a load's own, not its assets')", async () => {
    server([dock, photo(4, "serial.png", "S1-AB")]);
    renderSignedIn(<Photos owner={{ kind: "activity", slug: "in-1" }} filter={(p) => p.barcode === null} />);
    expect(await screen.findByRole("button", { name: "Open dock.png" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open serial.png" })).not.toBeInTheDocument();
  });

  it("lets a client look at an asset's photos through the client family, without the camera, upload or delete", async () => {
    const calls = server();
    renderSignedIn(<Photos owner={{ kind: "asset", ref: "S1-AB" }} />, "client");
    const grid = await screen.findByRole("list", { name: "Asset photos" });
    expect(within(grid).getByRole("img", { name: "dock.png" })).toHaveAttribute(
      "src",
      "/spa/client/photos/3/file",
    );
    expect(sent(calls)).toEqual(["GET /spa/client/assets/S1-AB/photos"]);
    expect(screen.queryByRole("button", { name: "Take photo" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload photos" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete dock.png" })).not.toBeInTheDocument();
  });
});
