import { Anchor, Button, EmptyState, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { labelOf, SERVICE_CATEGORIES } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useAllServices, useDeleteService, useService } from "../services-api";
import { ActiveBadge } from "./badges";
import { DetailTable } from "./DetailTable";
import { ServiceForm } from "./ServiceForm";

const BACK = { to: "/services", label: "services" };

export function ServicesListView() {
  const services = useAllServices();
  const navigate = useNavigate();
  let content: React.ReactNode;
  if (!services.data) {
    if (services.error) throw services.error;
    content = <Loader aria-label="Loading" />;
  } else if (services.data.length === 0) {
    content = (
      <EmptyState title="No services yet" description="Services are what programs and prices charge for." />
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover withTableBorder aria-label="Services">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.data.map((s) => (
              <Table.Tr
                key={s.id}
                tabIndex={0}
                style={{ cursor: "pointer" }}
                onClick={() => navigate(`/services/${s.id}`)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && event.target === event.currentTarget)
                    navigate(`/services/${s.id}`);
                }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/services/${s.id}`}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {s.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{labelOf(SERVICE_CATEGORIES, s.category)}</Table.Td>
                <Table.Td>
                  <ActiveBadge active={s.active} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Services</Title>
          <Text c="dimmed" size="sm">
            What programs include and prices charge for, by category.
          </Text>
        </div>
        <Button component={Link} to="/services/new">
          New service
        </Button>
      </Group>
      {content}
    </Stack>
  );
}

export function ServiceEditView() {
  const id = useIdParam();
  const service = useService(id);
  if (!service.data) return <RecordLoadState id={id} error={service.error} noun="service" back={BACK} />;
  return <ServiceForm key={service.data.id} service={service.data} />;
}

export function ServiceDetailView() {
  const id = useIdParam();
  const service = useService(id);
  const navigate = useNavigate();
  const remove = useDeleteService();
  const deleting = useConfirmedAction({
    component: "ServiceDetailView",
    run: async (serviceId: number) => {
      await remove.mutateAsync(serviceId);
      navigate("/services");
    },
    success: () => `${service.data?.name ?? "The service"} was deleted`,
  });
  if (!service.data) return <RecordLoadState id={id} error={service.error} noun="service" back={BACK} />;
  const s = service.data;
  return (
    <Stack maw={720}>
      <div>
        <Anchor component={Link} to="/services" size="sm">
          ← Services
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Group gap="sm">
            <Title order={1}>{s.name}</Title>
            <ActiveBadge active={s.active} />
          </Group>
          <Group gap="xs">
            <Button component={Link} to={`/services/${s.id}/edit`}>
              Edit
            </Button>
            <Button variant="default" color="red" onClick={() => deleting.ask(s.id)}>
              Delete
            </Button>
          </Group>
        </Group>
      </div>
      <DetailTable rows={[["Category", labelOf(SERVICE_CATEGORIES, s.category)]]} />
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete service"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {s.name}? A service that programs, prices or product services use cannot be deleted; make it
        inactive instead.
      </ConfirmModal>
    </Stack>
  );
}
