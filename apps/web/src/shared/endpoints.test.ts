import {
  createCarrier,
  deleteCarrier,
  findTerm,
  findTermRoute,
  getCarrier,
  listCarriers,
  logout,
  logoutRoute,
} from "@ops/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, familyOf, setCallerFamily } from "./endpoints";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("the typed endpoint client", () => {
  it("fills the path from the descriptor and sends the query, the body and the CSRF header", async () => {
    const fetchMock = answer(200, { id: 7, name: "Lone Star" });
    expect(await call(getCarrier, { params: { carrierId: 7 } })).toEqual({ id: 7, name: "Lone Star" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/spa/carriers/7");
    await call(listCarriers, { query: { active: true, sort: "name" } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/spa/carriers?active=true&sort=name");
    await call(createCarrier, { body: { name: "X" } as never });
    const [, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"X"}');
    expect((init.headers as Record<string, string>)["X-Requested-With"]).toBe("XMLHttpRequest");
  });

  it("answers nothing for 204 and throws the server's refusal", async () => {
    answer(204, null);
    expect(await call(deleteCarrier, { params: { carrierId: 3 } })).toBeUndefined();
    answer(422, { message: "Some fields need attention", errors: { name: ["Name is required"] } });
    await expect(call(createCarrier, { body: {} as never })).rejects.toMatchObject({
      status: 422,
      message: "Some fields need attention",
    });
  });

  it("sends the same request by a route (the first load's calls, without zod) as by its endpoint", async () => {
    const fetchMock = answer(204, null);
    await call(logoutRoute, {});
    await call(logout, {});
    expect(fetchMock.mock.calls[0]).toEqual(fetchMock.mock.calls[1]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/spa/logout");
    setCallerFamily("client");
    await call(findTermRoute, { params: { term: "a b" } });
    await call(findTerm, { params: { term: "a b" } });
    expect(fetchMock.mock.calls[2]).toEqual(fetchMock.mock.calls[3]);
    expect(fetchMock.mock.calls[2]?.[0]).toBe("/spa/client/find/a%20b");
  });

  it("calls in the signed-in user's family when the endpoint serves it", () => {
    const shared = { ...getCarrier, families: ["operator", "client"] as const };
    expect(familyOf(shared)).toBe("operator");
    setCallerFamily("client");
    expect(familyOf(shared)).toBe("client");
    expect(familyOf(getCarrier)).toBe("operator");
  });
});
