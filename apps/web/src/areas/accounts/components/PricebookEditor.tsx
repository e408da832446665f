import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Pricebook, PricebookBody } from "@ops/domain";
import { zodResolver } from "../../../shared/forms";
import { useFailure } from "../../../shared/use-failure";
import { useUpdatePricebook } from "../pricing-api";
import { type PriceEditExtra, PriceEditView } from "./PriceEditView";

type Values = { name: string; description: string };

/** A price book's name and description, edited and saved together with its prices. */
export function PricebookEditor({ pricebook }: { pricebook: Pricebook }) {
  const update = useUpdatePricebook(pricebook.id);
  const fail = useFailure("PricebookEditor");
  const form = useForm<Values>({
    initialValues: { name: pricebook.name, description: pricebook.description ?? "" },
    validate: zodResolver(PricebookBody),
  });

  const extra: PriceEditExtra = {
    dirty: form.isDirty(),
    node: (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required {...form.getInputProps("name")} />
        <Textarea
          label="Description"
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps("description")}
        />
      </SimpleGrid>
    ),
    save: async () => {
      if (form.validate().hasErrors) return false;
      try {
        await update.mutateAsync(PricebookBody.parse(form.values));
        form.resetDirty();
        return true;
      } catch (error) {
        form.setErrors(fail(error));
        return false;
      }
    },
  };

  return (
    <PriceEditView
      owner={{ kind: "pricebook", pricebookId: pricebook.id }}
      title="Edit price book"
      extra={extra}
    />
  );
}
