import { Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import {
  type Brand,
  createProductLine,
  deleteProductLine,
  type Line,
  LineBody,
  updateProductLine,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useDomainForm } from "../../../shared/forms";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useDeleteLine, useLines, useSaveLine } from "../classes-api";

/** Adds a line, or renames one when `line` is given; empty after adding, for the next one. */
function LineForm({ brand, line, onDone }: { brand: Brand; line?: Line; onDone: () => void }) {
  const save = useSaveLine(brand.id, line?.id);
  const { form, onSubmit: submit } = useDomainForm({
    name: "BrandLinesModal",
    schema: LineBody,
    initialValues: { name: line?.name ?? "" },
    toBody: (values) => ({ name: values.name, brandId: brand.id, active: line?.active ?? true }),
    submit: async (body) => {
      const saved = await save.mutateAsync(body);
      showSnackbar(line ? "Line saved" : `${saved.name} was added`, "success");
      form.reset();
      onDone();
    },
  });
  const label = line ? `New name for ${line.name}` : "New line";
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={line ? undefined : "e.g. ThinkPad"}
          style={{ flex: 1 }}
          {...form.getInputProps("name")}
        />
        <Button type="submit" loading={form.submitting}>
          {line ? "Save" : "Add line"}
        </Button>
        {line ? (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

/** The product lines of a brand: add, rename, delete (a line products use is refused). */
export function BrandLinesModal({ brand, onClose }: { brand: Brand; onClose: () => void }) {
  const lines = useLines(brand.id);
  const remove = useDeleteLine(brand.id);
  const can = useCan();
  const [renaming, setRenaming] = useState<number | null>(null);
  const deleting = useConfirmedAction({
    component: "BrandLinesModal",
    run: (line: Line) => remove.mutateAsync(line.id),
    success: (line) => `${line.name} was deleted`,
  });
  return (
    <Modal opened onClose={onClose} title={`Lines of ${brand.name}`} centered size="lg">
      <Stack>
        {!lines.data ? (
          lines.error ? (
            <Text c="red">The lines could not be loaded: {lines.error.message}</Text>
          ) : (
            <Loader size="sm" aria-label="Loading lines" />
          )
        ) : lines.data.length === 0 ? (
          <Text c="dimmed">No lines yet.</Text>
        ) : (
          <Table withTableBorder striped aria-label="Lines">
            <Table.Tbody>
              {lines.data.map((line) => (
                <Table.Tr key={line.id}>
                  {renaming === line.id ? (
                    <Table.Td colSpan={3}>
                      <LineForm brand={brand} line={line} onDone={() => setRenaming(null)} />
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td>{line.name}</Table.Td>
                      <Table.Td style={{ textAlign: "right" }}>
                        {line.productCount} {line.productCount === 1 ? "product" : "products"}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {can(updateProductLine) ? (
                            <Button
                              variant="subtle"
                              size="xs"
                              aria-label={`Rename ${line.name}`}
                              onClick={() => setRenaming(line.id)}
                            >
                              Rename
                            </Button>
                          ) : null}
                          {can(deleteProductLine) ? (
                            <Button
                              variant="subtle"
                              color="red"
                              size="xs"
                              aria-label={`Delete ${line.name}`}
                              onClick={() => deleting.ask(line)}
                            >
                              Delete
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {can(createProductLine) ? <LineForm brand={brand} onDone={() => {}} /> : null}
      </Stack>
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete line"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {deleting.pending?.name}? A line that products use cannot be deleted.
      </ConfirmModal>
    </Modal>
  );
}
