import { Loader } from "@mantine/core";
import { AccountPageFrame } from "../components/AccountPageFrame";
import { ProgramForm } from "../components/ProgramForm";
import { emptyProgramValues } from "../components/program-form-values";
import { useCreateProgram, useProgramTemplates } from "../programs-api";

function NewProgram({ accountId }: { accountId: number }) {
  const templates = useProgramTemplates();
  const create = useCreateProgram(accountId);
  if (!templates.data) {
    if (templates.error) throw templates.error;
    return <Loader aria-label="Loading" />;
  }
  return (
    <ProgramForm
      kind="program"
      title="New program"
      initial={emptyProgramValues()}
      templates={templates.data}
      submitLabel="Add program"
      backTo={`/accounts/${accountId}/programs`}
      save={(body) => create.mutateAsync(body)}
    />
  );
}

export default function ProgramNewPage() {
  return <AccountPageFrame>{(account) => <NewProgram accountId={account.id} />}</AccountPageFrame>;
}
