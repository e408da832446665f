import { Group, Loader, Text } from "@mantine/core";
import { ASSIGNMENT_ROLES, getUserAssignment, labelOf } from "@ops/domain";
import { useEndpointQuery } from "../../../shared/endpoints";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { activitiesKeys } from "../../activities/inbound-api";

/** "lead", "lead and processor", "lead, processor and quality". */
export function rolesPhrase(roles: readonly string[]): string {
  const names = roles.map((r) => labelOf(ASSIGNMENT_ROLES, r).toLowerCase());
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Whether the signed-in person is assigned to a work order, and as what. */
export function WorkOrderAssignmentLine({ slug }: { slug: string }) {
  const { data: site } = useSite();
  const can = useCan();
  const userId = site?.user?.id;
  const enabled = userId !== undefined && can(getUserAssignment);
  const assignment = useEndpointQuery(
    getUserAssignment,
    { params: { id: userId ?? 0, slug } },
    // Under the order's assignments, so adding or removing one refreshes this line too.
    { queryKey: [...activitiesKeys.assignments(slug), "user", userId], enabled },
  );
  if (!enabled || assignment.isError) return null;
  if (!assignment.data) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-label="Loading your assignment" />
      </Group>
    );
  }
  const { assigned, roles } = assignment.data;
  return (
    <Text size="sm" c={assigned ? undefined : "dimmed"} data-testid="my-assignment">
      {assigned
        ? roles.length
          ? `You are assigned to this order as ${rolesPhrase(roles)}`
          : "You are assigned to this order"
        : "You are not assigned to this order"}
    </Text>
  );
}
