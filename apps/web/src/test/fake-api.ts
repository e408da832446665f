import { vi } from "vitest";

/** A call the screen made: its method, address (with the query) and body. */
export type SentCall = { method: string; url: string; body: unknown };

/** What the fake server answers: a JSON body with a status, or nothing (204). */
export type FakeAnswer = { status?: number; json?: unknown };

/**
 * Stubs `fetch` with a server that answers `answer(method, url)` and records every call, so a
 * test asserts which endpoint a screen called. Restore with `vi.unstubAllGlobals()`.
 */
export function fakeApi(answer: (method: string, url: string) => FakeAnswer) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body });
      const { status = 200, json } = answer(method, url);
      return json === undefined
        ? new Response(null, { status: status === 200 ? 204 : status })
        : new Response(JSON.stringify(json), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

/** The upload the screen sent: its address and multipart body. */
export function posted(calls: SentCall[]): { url: string; form: FormData } {
  const sent = calls.find((c) => c.method === "POST");
  if (!sent || !(sent.body instanceof FormData)) throw new Error("nothing was uploaded");
  return { url: sent.url, form: sent.body };
}
