import type { Audience } from "../platform/common.schemas";
import type { SiteAction, SiteState } from "./auth.schemas";

type ActionList = keyof SiteState["actions"];
type ActionDef = SiteAction & { audiences: readonly Audience[] };

/**
 * What each audience may start from the activity screens. Operators run the work; clients
 * request it and follow it. The screens render these lists; the server enforces them again.
 */
const ACTIONS: Record<ActionList, readonly ActionDef[]> = {
  inbound: [
    { id: "new", label: "New inbound load", audiences: ["operator"] },
    { id: "scheduled", label: "Mark scheduled", audiences: ["operator"] },
    { id: "priced", label: "Mark priced", audiences: ["operator"] },
    { id: "invoiced", label: "Mark invoiced", audiences: ["operator"] },
    { id: "import-fmv", label: "Import FMV", audiences: ["operator"] },
    { id: "request", label: "Request a pickup", audiences: ["client"] },
  ],
  outbound: [
    { id: "new", label: "New outbound load", audiences: ["operator"] },
    { id: "consolidation", label: "Consolidation", audiences: ["operator"] },
    { id: "pick-list", label: "Pick list", audiences: ["operator"] },
  ],
  shopOrder: [{ id: "new", label: "New shop order", audiences: ["operator"] }],
  itad: [{ id: "new", label: "New IT asset disposition job", audiences: ["operator"] }],
  processing: [{ id: "new", label: "New processing job", audiences: ["operator"] }],
};

/** The action lists of the site state for one audience. */
export function siteActionsFor(audience: Audience): SiteState["actions"] {
  const pick = (list: ActionList) =>
    ACTIONS[list].filter((a) => a.audiences.includes(audience)).map(({ id, label }) => ({ id, label }));
  return {
    inbound: pick("inbound"),
    outbound: pick("outbound"),
    shopOrder: pick("shopOrder"),
    itad: pick("itad"),
    processing: pick("processing"),
  };
}
