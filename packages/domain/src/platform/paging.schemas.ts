import { z } from "zod";

/** Query values every paged list accepts (ARCHITECTURE §2). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  order: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The answer of every paged list. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}
export type Paged<T> = { data: T[]; total: number };
