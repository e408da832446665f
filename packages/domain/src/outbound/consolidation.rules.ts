/**
 * Rules of picking and consolidating an outbound load (issue 18): when a load may be marked
 * picked or packed, what a shipping unit's weights must be, and how a unit's net weight is
 * derived. Pure, so the server refuses and the screen explains with the same words.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a load cannot be marked picked: something reserved is still to pick (picked or short is done). */
export function pickedMoveRefusal(toPick: number): string | null {
  if (toPick <= 0) return null;
  return `${plural(toPick, "asset is", "assets are")} still to pick: pick ${toPick === 1 ? "it" : "them"} or report ${toPick === 1 ? "it" : "them"} short`;
}

/** Where a load's consolidation stands (counted by the server). */
export type PackingState = {
  /** Picked assets of the load (on the load, top level) that are on no shipping unit. */
  notOnUnit: number;
  /** Shipping units still open. */
  openUnits: number;
  /** Shipping units of the load. */
  units: number;
};

/** Why a load cannot be marked packed: every picked asset on a unit, every unit closed, at least one unit. */
export function packedMoveRefusal(state: PackingState): string | null {
  if (state.units === 0)
    return "The load has no shipping unit: consolidate its picked assets onto a pallet, gaylord or box";
  if (state.notOnUnit > 0)
    return `${plural(state.notOnUnit, "picked asset is", "picked assets are")} on no shipping unit: consolidate ${state.notOnUnit === 1 ? "it" : "them"} first`;
  if (state.openUnits > 0)
    return `${plural(state.openUnits, "shipping unit is", "shipping units are")} still open: weigh and close ${state.openUnits === 1 ? "it" : "them"} first`;
  return null;
}

/** A unit's weights and status as saved, and a change to them (a field left out keeps its value). */
export type UnitWeights = {
  grossWeight: number | null;
  tareWeight: number | null;
  status: "open" | "closed";
};
export type UnitChange = Partial<UnitWeights>;

/** The unit after the change. */
export function applyUnitChange(saved: UnitWeights, change: UnitChange): UnitWeights {
  return {
    grossWeight: change.grossWeight === undefined ? saved.grossWeight : change.grossWeight,
    tareWeight: change.tareWeight === undefined ? saved.tareWeight : change.tareWeight,
    status: change.status ?? saved.status,
  };
}

/**
 * What is wrong with a unit after a change, by field: a closed unit needs its gross weight, the
 * tare is at most the gross, and a closed unit must hold something.
 */
export function unitProblems(next: UnitWeights, itemCount: number): Record<string, string> {
  const problems: Record<string, string> = {};
  if (next.status === "closed" && next.grossWeight === null)
    problems.grossWeight = "Weigh the unit: closing needs its gross weight";
  if (next.grossWeight !== null && next.tareWeight !== null && next.tareWeight > next.grossWeight)
    problems.tareWeight = "The tare weight cannot be more than the gross weight";
  if (next.status === "closed" && itemCount === 0 && !problems.grossWeight)
    problems.status = "An empty unit cannot be closed: scan assets onto it or remove it";
  return problems;
}

/** Net weight of a unit: gross − tare (no tare counts 0), 3 decimals; null until weighed. */
export function unitNetWeight(grossWeight: number | null, tareWeight: number | null): number | null {
  if (grossWeight === null) return null;
  return Math.round((grossWeight - (tareWeight ?? 0)) * 1000) / 1000;
}

/** What consolidating an asset checks, as the server reads it. */
export type ConsolidationCandidate = {
  barcode: string;
  /** The asset is on this load (picked onto it). */
  onLoad: boolean;
  /** It sits inside another asset (it travels with its container). */
  insideContainer: boolean;
  /** The barcode of the unit it is on already, if any. */
  unitBarcode: string | null;
};

/** Why an asset cannot go onto this open unit of the load, or null. */
export function consolidationRefusal(
  asset: ConsolidationCandidate,
  unit: { barcode: string; status: "open" | "closed"; loadSlug: string },
): string | null {
  if (unit.status === "closed") return `${unit.barcode} is closed: open it again to add assets`;
  if (!asset.onLoad) return `${asset.barcode} is not picked for ${unit.loadSlug}`;
  if (asset.insideContainer) return `${asset.barcode} is inside another asset: scan its container`;
  if (asset.unitBarcode === unit.barcode) return `${asset.barcode} is on ${unit.barcode} already`;
  if (asset.unitBarcode) return `${asset.barcode} is on ${asset.unitBarcode}: take it off that unit first`;
  return null;
}
