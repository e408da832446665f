/**
 * SPEC §4 processing asset rule: a processing asset whose latest event action is
 * `100% Complete` is no longer in the job (a lookup answers 404, the list leaves it out).
 */
export const PROCESSING_COMPLETE_ACTION = "100% Complete";

/**
 * The steps the processing screens offer (free text is allowed too): each one is written as an
 * event on the asset with this action name.
 */
export const PROCESSING_ACTIONS = [
  "Received at station",
  "Sorted",
  "Demanufactured",
  "Tested",
  "25% Complete",
  "50% Complete",
  "75% Complete",
  PROCESSING_COMPLETE_ACTION,
] as const;

/** Whether an asset whose latest step is `lastAction` (null: none yet) is still in processing. */
export function isStillProcessing(lastAction: string | null | undefined): boolean {
  return lastAction !== PROCESSING_COMPLETE_ACTION;
}
