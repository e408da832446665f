import { ACTIVITY_KINDS } from "@ops/domain";

const OUTBOUND = `-${ACTIVITY_KINDS.outbound.slug.part}-`;

/**
 * Where the load made from an inbound request opens: an operator's inbound or outbound screen
 * (the slug's kind part says which, `dal-out-100123`), a client's load screen.
 */
export function requestLoadHref(slug: string, staff: boolean): string {
  if (!staff) return `/loads/${slug}`;
  return slug.includes(OUTBOUND) ? `/outbound/${slug}` : `/inbound/${slug}`;
}
