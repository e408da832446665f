import { Anchor, Badge, Button, Group, Stack, Title } from "@mantine/core";
import {
  deleteProductClass,
  labelOf,
  PRODUCT_CLASS_TIERS,
  R2_MATERIAL_TYPES,
  updateClassAttribute,
  updateProductClass,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useDeleteClass, useProductClass } from "../classes-api";
import { AttributesTable } from "./AttributesTable";
import { ActiveBadge } from "./badges";
import { DetailTable } from "./DetailTable";

const BACK = { to: "/classes", label: "classes" };

/**
 * A class with its attributes. With `attributesOnly` it is the attributes screen
 * (`classes/:id/attributes`): the list and the way to edit it.
 */
export function ClassDetailView({ attributesOnly = false }: { attributesOnly?: boolean }) {
  const id = useIdParam();
  const productClass = useProductClass(id);
  const navigate = useNavigate();
  const remove = useDeleteClass();
  const can = useCan();
  const deleting = useConfirmedAction({
    component: "ClassDetailView",
    run: async (classId: number) => {
      await remove.mutateAsync(classId);
      navigate("/classes");
    },
    success: () => `${productClass.data?.name ?? "The class"} was deleted`,
  });
  if (!productClass.data)
    return <RecordLoadState id={id} error={productClass.error} noun="class" back={BACK} />;
  const c = productClass.data;

  return (
    <Stack>
      <div>
        <Anchor component={Link} to={attributesOnly ? `/classes/${c.id}` : "/classes"} size="sm">
          ← {attributesOnly ? c.name : "Classes"}
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Group gap="sm">
            <Title order={1}>{attributesOnly ? `Attributes of ${c.name}` : c.name}</Title>
            {attributesOnly ? null : <ActiveBadge active={c.active} />}
          </Group>
          {attributesOnly ? null : (
            <Group gap="xs">
              {can("listings.view") ? (
                <Button variant="default" component={Link} to={`/classes/${c.id}/sales-history`}>
                  Sales history
                </Button>
              ) : null}
              {can(updateProductClass) ? (
                <Button component={Link} to={`/classes/${c.id}/edit`}>
                  Edit
                </Button>
              ) : null}
              {can(deleteProductClass) ? (
                <Button variant="default" color="red" onClick={() => deleting.ask(c.id)}>
                  Delete
                </Button>
              ) : null}
            </Group>
          )}
        </Group>
      </div>
      {attributesOnly ? null : (
        <DetailTable
          rows={[
            ["Tier", labelOf(PRODUCT_CLASS_TIERS, c.tier)],
            [
              "Serials",
              c.serialized ? (
                <Badge key="s" variant="light">
                  Serialized
                </Badge>
              ) : (
                "Not serialized"
              ),
            ],
            ["R2 material type", c.r2MaterialType ? labelOf(R2_MATERIAL_TYPES, c.r2MaterialType) : "—"],
            ["Products", c.productCount],
            ["Description", c.description ?? "—"],
          ]}
        />
      )}
      <Group justify="space-between">
        <Title order={2} size="h4">
          {attributesOnly ? (
            "Attributes"
          ) : (
            <Anchor component={Link} to={`/classes/${c.id}/attributes`} inherit>
              Attributes
            </Anchor>
          )}
        </Title>
        {can(updateClassAttribute) ? (
          <Button size="xs" component={Link} to={`/classes/${c.id}/attributes/edit`}>
            Edit attributes
          </Button>
        ) : null}
      </Group>
      <AttributesTable classId={c.id} />
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete class"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {c.name}? A class that products or attributes still use cannot be deleted.
      </ConfirmModal>
    </Stack>
  );
}
