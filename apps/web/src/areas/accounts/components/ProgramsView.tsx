import {
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  type Account,
  CERTIFICATE_TYPES,
  createAccountProgram,
  labelOf,
  type Program,
  SERVICE_CATEGORIES,
  updateAccountProgram,
} from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useCanEditAccounts } from "../family";
import { usePrograms, useProgramTemplates, useServices } from "../programs-api";
import { summariseRule } from "./program-form-values";

function ProgramCard({
  program,
  serviceName,
  templateName,
  canEdit,
}: {
  program: Program;
  serviceName: ((id: number) => string) | null;
  templateName: string | null;
  canEdit: boolean;
}) {
  const services = serviceName
    ? program.serviceIds.map(serviceName).join(", ")
    : `${program.serviceIds.length}`;
  return (
    <Card withBorder padding="md" data-testid="program-card" aria-label={program.name} component="section">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={3} size="h4">
              {program.name}
            </Title>
            <Badge color={program.active ? "teal" : "gray"}>{program.active ? "Active" : "Inactive"}</Badge>
          </Group>
          {templateName ? (
            <Text size="xs" c="dimmed">
              From template {templateName}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            Certificate type:{" "}
            {program.certificateType ? labelOf(CERTIFICATE_TYPES, program.certificateType) : "the account's"}
          </Text>
        </div>
        {canEdit ? (
          <Button
            component={Link}
            to={`/accounts/${program.accountId}/programs/${program.id}/edit`}
            variant="default"
            size="xs"
            aria-label={`Edit ${program.name}`}
          >
            Edit
          </Button>
        ) : null}
      </Group>
      {program.description ? (
        <Text size="sm" mt="xs">
          {program.description}
        </Text>
      ) : null}
      <Stack gap={6} mt="sm">
        <Group gap={6}>
          <Text size="sm" fw={600}>
            Service categories:
          </Text>
          {program.serviceCategories.length > 0 ? (
            program.serviceCategories.map((c) => (
              <Badge key={c} variant="light">
                {labelOf(SERVICE_CATEGORIES, c)}
              </Badge>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              none
            </Text>
          )}
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Services:
          </Text>{" "}
          {program.serviceIds.length > 0 ? (
            services
          ) : (
            <Text span c="dimmed">
              none
            </Text>
          )}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            Rules:
          </Text>
          {program.rules.length > 0 ? (
            <List size="sm" spacing={2}>
              {program.rules.map((rule) => (
                <List.Item key={rule.type}>{summariseRule(rule)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              none
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** The programs of an account; whoever may manage accounts adds and edits them, the rest only read. */
export function ProgramsView({ account }: { account: Account }) {
  const staff = useCanEditAccounts();
  const can = useCan();
  const canCreate = can(createAccountProgram);
  const canEdit = can(updateAccountProgram);
  const programs = usePrograms(account.id);
  // Templates are for operators; services are read through the audience's family.
  const services = useServices();
  const templates = useProgramTemplates(staff);

  if (!programs.data) {
    if (programs.error) throw programs.error;
    return <Loader aria-label="Loading" />;
  }
  const serviceName = services.data
    ? (id: number) => services.data.find((s) => s.id === id)?.name ?? `Service #${id}`
    : null;
  const templateName = (p: Program) => templates.data?.find((t) => t.id === p.templateId)?.name ?? null;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Programs</Title>
        {canCreate ? (
          <Button component={Link} to={`/accounts/${account.id}/programs/new`}>
            New program
          </Button>
        ) : null}
      </Group>
      {programs.data.length === 0 ? (
        <EmptyState
          title="No programs yet"
          description={
            canCreate ? "A program sets the services and rules for this account's loads." : undefined
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {programs.data.map((p) => (
            <ProgramCard
              key={p.id}
              program={p}
              serviceName={serviceName}
              templateName={templateName(p)}
              canEdit={canEdit}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
