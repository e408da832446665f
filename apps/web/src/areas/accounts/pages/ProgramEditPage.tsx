import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { AccountPageFrame } from "../components/AccountPageFrame";
import { ProgramForm } from "../components/ProgramForm";
import { programValues } from "../components/program-form-values";
import { useProgram, useUpdateProgram } from "../programs-api";

function EditProgram({ accountId }: { accountId: number }) {
  const { programId: param } = useParams();
  const programId = /^\d+$/.test(param ?? "") ? Number(param) : Number.NaN;
  const program = useProgram(accountId, programId);
  const update = useUpdateProgram(accountId, programId);
  const backTo = `/accounts/${accountId}/programs`;
  if (!program.data) {
    if (Number.isNaN(programId) || (program.error instanceof ApiError && program.error.status === 404)) {
      return (
        <Stack>
          <Title order={2}>Program not found</Title>
          <Text>This account has no program with this id.</Text>
          <Anchor component={Link} to={backTo}>
            Back to programs
          </Anchor>
        </Stack>
      );
    }
    if (program.error) throw program.error;
    return <Loader aria-label="Loading" />;
  }
  return (
    <ProgramForm
      kind="program"
      title={`Edit ${program.data.name}`}
      initial={programValues(program.data)}
      submitLabel="Save changes"
      backTo={backTo}
      save={(body) => update.mutateAsync(body)}
    />
  );
}

export default function ProgramEditPage() {
  return <AccountPageFrame>{(account) => <EditProgram accountId={account.id} />}</AccountPageFrame>;
}
