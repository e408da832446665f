import { EmptyState, Loader } from "@mantine/core";
import type { Activity, ProgramServiceChoice } from "@ops/domain";
import type { ReactNode } from "react";
import { useProgramServices } from "../inbound-api";

/**
 * The services of an activity's program, for its statement of work: `noProgram` when it has
 * none, loading, a word when the program has no services, then `children(choices)`.
 */
export function WithProgramServices({
  activity,
  noProgram,
  children,
}: {
  activity: Activity;
  noProgram: ReactNode;
  children: (choices: ProgramServiceChoice[]) => ReactNode;
}) {
  const hasProgram = activity.programId !== null;
  const choices = useProgramServices(activity.slug, hasProgram);
  if (!hasProgram) return noProgram;
  if (!choices.data) {
    if (choices.error) throw choices.error;
    return <Loader aria-label="Loading" />;
  }
  if (choices.data.length === 0) {
    return (
      <EmptyState
        title="The program has no services"
        description={`Add services to ${activity.programName ?? "the program"} on the account's programs.`}
      />
    );
  }
  return children(choices.data);
}
