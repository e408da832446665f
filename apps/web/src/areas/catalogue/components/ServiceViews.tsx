import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import {
  createService,
  deleteService,
  labelOf,
  SERVICE_CATEGORIES,
  type Service,
  updateService,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RecordList } from "../../../shared/RecordList";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useAllServices, useDeleteService, useService } from "../services-api";
import { ActiveBadge } from "./badges";
import { DetailTable } from "./DetailTable";
import { ServiceForm } from "./ServiceForm";

const BACK = { to: "/services", label: "services" };

export function ServicesListView() {
  const services = useAllServices();
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Services"
        description="What programs include and prices charge for, by category."
        action={
          can(createService) ? (
            <Button component={Link} to="/services/new">
              New service
            </Button>
          ) : null
        }
      />
      <RecordList<Service>
        query={services}
        label="Services"
        minWidth={480}
        rowKey={(s) => s.id}
        rowHref={(s) => `/services/${s.id}`}
        empty={{ title: "No services yet", description: "Services are what programs and prices charge for." }}
        columns={[
          { header: "Name", render: (s) => s.name },
          { header: "Category", render: (s) => labelOf(SERVICE_CATEGORIES, s.category) },
          { header: "Status", render: (s) => <ActiveBadge active={s.active} /> },
        ]}
      />
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
  const can = useCan();
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
            {can(updateService) ? (
              <Button component={Link} to={`/services/${s.id}/edit`}>
                Edit
              </Button>
            ) : null}
            {can(deleteService) ? (
              <Button variant="default" color="red" onClick={() => deleting.ask(s.id)}>
                Delete
              </Button>
            ) : null}
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
