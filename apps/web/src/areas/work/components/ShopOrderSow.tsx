import {
  Anchor,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  type Activity,
  labelOf,
  type ProgramServiceChoice,
  SERVICE_TIERS,
  SOW_PROVIDERS,
  type SowProvider,
  setActivityProgramServices,
  updateActivity,
} from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { WithProgramServices } from "../../activities/components/WithProgramServices";
import { useSaveSow } from "../work-orders-api";

type Chosen = Map<number, SowProvider>;

const chosenOf = (choices: ProgramServiceChoice[]): Chosen =>
  new Map(choices.filter((c) => c.chosen).map((c) => [c.serviceId, c.provider ?? "internal"]));

const same = (a: Chosen, b: Chosen) => a.size === b.size && [...a].every(([id, p]) => b.get(id) === p);

/** The services of the program with whether the order gets each and who performs it. */
function SowEditor({ slug, choices }: { slug: string; choices: ProgramServiceChoice[] }) {
  const can = useCan();
  const edits = can(setActivityProgramServices);
  const save = useSaveSow(slug);
  const fail = useFailure("ShopOrderSow");
  const initial = chosenOf(choices);
  const [chosen, setChosen] = useState<Chosen>(initial);
  const dirty = !same(chosen, initial);
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(id, "internal");
      else next.delete(id);
      return next;
    });
  const setProvider = (id: number, provider: SowProvider) =>
    setChosen((current) => new Map(current).set(id, provider));
  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        serviceIds: [...chosen.keys()],
        providers: [...chosen].map(([serviceId, provider]) => ({ serviceId, provider })),
      });
      setChosen(chosenOf(saved));
      showSnackbar("Statement of work saved", "success");
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Stack>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-label="Services of the statement of work">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Provider</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {choices.map((c) => {
              const provider = chosen.get(c.serviceId);
              return (
                <Table.Tr key={c.serviceId}>
                  <Table.Td>
                    <Checkbox
                      label={c.name}
                      checked={provider !== undefined}
                      disabled={!edits}
                      onChange={(e) => toggle(c.serviceId, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{c.category.replace(/_/g, " ")}</Table.Td>
                  <Table.Td>
                    {provider === undefined ? (
                      <Text size="sm" c="dimmed">
                        Not in the statement of work
                      </Text>
                    ) : edits ? (
                      <NativeSelect
                        size="xs"
                        aria-label={`Provider of ${c.name}`}
                        value={provider}
                        data={SOW_PROVIDERS.map((p) => ({ value: p.id, label: p.label }))}
                        onChange={(e) => setProvider(c.serviceId, e.currentTarget.value as SowProvider)}
                      />
                    ) : (
                      labelOf(SOW_PROVIDERS, provider)
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        {edits ? (
          <Button onClick={submit} disabled={!dirty} loading={save.isPending}>
            Save statement of work
          </Button>
        ) : null}
        <Text size="sm" c="dimmed">
          {chosen.size} of {choices.length} services in the statement of work
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * A shop order's statement of work (SPEC §2 Shop orders, sow): its service tier and the load
 * program's services it carries, each with who performs it (internal, external, either).
 */
export function ShopOrderSow({ activity }: { activity: Activity }) {
  const can = useCan();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Statement of work{activity.programName ? `: ${activity.programName}` : ""}
        </Title>
        <Text size="sm">
          Service tier: <strong>{labelOf(SERVICE_TIERS, activity.serviceTier) || "none"}</strong>
          {can(updateActivity) ? (
            <>
              {" · "}
              <Anchor component={Link} to={`/shop-order/${activity.slug}/edit`} inherit>
                Change
              </Anchor>
            </>
          ) : null}
        </Text>
        <WithProgramServices
          activity={activity}
          noProgram={
            <EmptyState
              title="This shop order has no program"
              description="The statement of work lists the services of the load's program."
            />
          }
        >
          {(choices) => <SowEditor key={activity.slug} slug={activity.slug} choices={choices} />}
        </WithProgramServices>
      </Stack>
    </Card>
  );
}
