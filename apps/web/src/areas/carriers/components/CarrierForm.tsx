import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { type Carrier, CarrierBody, type CarrierInput } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";

type Values = {
  name: string;
  scac: string;
  phone: string;
  email: string;
  website: string;
  notes: string;
  active: boolean;
};

function valuesOf(carrier?: Carrier): Values {
  return {
    name: carrier?.name ?? "",
    scac: carrier?.scac ?? "",
    phone: carrier?.phone ?? "",
    email: carrier?.email ?? "",
    website: carrier?.website ?? "",
    notes: carrier?.notes ?? "",
    active: carrier?.active ?? true,
  };
}

const toBody = (values: Values): CarrierInput => values;

type Props = {
  /** The carrier being edited; absent on the new screen. */
  carrier?: Carrier;
  save: (body: CarrierInput) => Promise<Carrier>;
};

/** New and edit screens of a carrier, validated by `CarrierBody`. */
export function CarrierForm({ carrier, save }: Props) {
  const navigate = useNavigate();
  const editing = carrier !== undefined;
  const { form, onSubmit: submit } = useDomainForm({
    name: "CarrierForm",
    schema: CarrierBody,
    initialValues: valuesOf(carrier),
    toBody,
    submit: async (body) => {
      const saved = await save(body);
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate(`/carriers/${saved.id}`);
    },
  });

  const title = editing ? `Edit ${carrier.name}` : "New carrier";
  return (
    <Stack maw={760}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
            <TextInput
              label="SCAC"
              placeholder="2 to 4 letters, e.g. LSFL"
              {...form.getInputProps("scac")}
              onChange={(event) => form.setFieldValue("scac", event.currentTarget.value.toUpperCase())}
            />
            <TextInput label="Phone" type="tel" {...form.getInputProps("phone")} />
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps("email")} />
            <TextInput label="Website" placeholder="https://" {...form.getInputProps("website")} />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={3} maxRows={10} {...form.getInputProps("notes")} />
          <Switch
            label="Active"
            description="Inactive carriers are kept but not offered for new loads."
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add carrier"}
            </Button>
            <Button
              variant="default"
              onClick={() => navigate(editing ? `/carriers/${carrier.id}` : "/carriers")}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
