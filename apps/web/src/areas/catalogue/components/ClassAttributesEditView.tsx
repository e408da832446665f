import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useApplyAttributeChanges, useClassAttributes, useProductClass } from "../classes-api";
import { AttributeListEditor } from "./AttributeListEditor";

/** `classes/:id/attributes/edit`: the attribute list of a class, edited as a whole. */
export function ClassAttributesEditView() {
  const id = useIdParam();
  const productClass = useProductClass(id);
  const attributes = useClassAttributes(id);
  const applyChanges = useApplyAttributeChanges();
  const fail = useFailure("AttributeListEditor");
  const navigate = useNavigate();
  if (!productClass.data) {
    return (
      <RecordLoadState
        id={id}
        error={productClass.error}
        noun="class"
        back={{ to: "/classes", label: "classes" }}
      />
    );
  }
  if (!attributes.data) {
    if (attributes.error) throw attributes.error;
    return <Loader aria-label="Loading" />;
  }
  const c = productClass.data;
  const back = `/classes/${c.id}/attributes`;
  return (
    <Stack maw={900}>
      <div>
        <Anchor component={Link} to={back} size="sm">
          ← Attributes of {c.name}
        </Anchor>
        <Title order={1} mt={4}>
          Edit attributes of {c.name}
        </Title>
        <Text c="dimmed" size="sm">
          Removing an attribute shared with other classes only takes it off this class.
        </Text>
      </div>
      <AttributeListEditor
        // After a partly failed save the saved list is fetched again; the form keeps what was
        // typed, and the next plan is made against the fresh list.
        classId={c.id}
        saved={attributes.data}
        apply={(changes) => applyChanges.mutateAsync(changes)}
        fail={fail}
        onCancel={() => navigate(back)}
        onDone={(changed) => {
          showSnackbar(changed ? "Attributes saved" : "Nothing to save", changed ? "success" : "info");
          navigate(back);
        }}
      />
    </Stack>
  );
}
