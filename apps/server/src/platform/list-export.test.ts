import { EXPORT_MAX_ROWS } from "@ops/domain";
import type { FastifyReply } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { ServiceContext } from "./context";
import { type ListExport, sendListExport } from "./list-export";

const ctx = { actor: { audience: "operator" } } as unknown as ServiceContext;

describe("sendListExport", () => {
  it("refuses a list longer than an export holds, saying what to do, before reading it", async () => {
    const list = vi.fn(async () => ({ data: [{ n: 1 }], total: EXPORT_MAX_ROWS + 1 }));
    const spec: ListExport<{ page: number; pageSize: number; format: "csv" }, { n: number }> = {
      name: "big",
      fileName: "big",
      columns: [{ header: "N", value: (r) => r.n }],
      list,
    };
    const refused = sendListExport({} as FastifyReply, ctx, spec, {
      page: 1,
      pageSize: 25,
      format: "csv",
    });
    await expect(refused).rejects.toMatchObject({
      status: 422,
      message: `This list has 100,001 rows; an export holds at most 100,000. Narrow it with the filters or the search and export again`,
      fieldErrors: { format: [expect.stringContaining("Narrow it")] },
    });
    // Only the count was asked for.
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith(ctx, { page: 1, pageSize: 1, format: "csv" }, {});
  });
});
