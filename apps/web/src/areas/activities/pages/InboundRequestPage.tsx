import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { createActivity, updateInboundRequest } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useFailure } from "../../../shared/use-failure";
import { InboundRequestDetails } from "../components/InboundRequestDetails";
import { InboundRequestStatusBadge } from "../components/InboundRequestStatusBadge";
import { requestLoadHref } from "../components/request-load-href";
import { useInboundRequest, useRequestQuestions, useUpdateRequest } from "../requests-api";

/** One inbound request; operators make its load, correct it or cancel it while it is submitted. */
export default function InboundRequestPage() {
  const number = useIdParam("number");
  const request = useInboundRequest(number);
  const questions = useRequestQuestions();
  const { data: site } = useSite();
  const navigate = useNavigate();
  const staff = site?.user.audience === "operator";
  const can = useCan();
  const answers = staff && can(updateInboundRequest);
  const update = useUpdateRequest(number);
  const cancel = useConfirmedAction<number>({
    component: "InboundRequestPage",
    run: () => update.mutateAsync({ status: "canceled" }),
    success: (n) => `Inbound request ${n} was canceled`,
  });

  const fail = useFailure("InboundRequestPage");
  const reopen = async () => {
    try {
      await update.mutateAsync({ status: "submitted" });
      showSnackbar(`Inbound request ${number} is open again`, "success");
    } catch (error) {
      fail(error);
    }
  };

  if (!request.data) {
    return (
      <RecordLoadState
        id={number}
        error={request.error}
        noun="inbound request"
        back={{ to: "/inbound-requests", label: "Back to inbound requests" }}
      />
    );
  }
  const r = request.data;
  const open = r.status === "submitted";
  const loadHref = (slug: string) => requestLoadHref(slug, staff);

  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/inbound-requests" size="sm">
          ← Inbound requests
        </Anchor>
        <Group justify="space-between" align="flex-end" mt={4}>
          <Group gap="sm">
            <Title order={1}>Inbound request {r.number}</Title>
            <InboundRequestStatusBadge status={r.status} />
          </Group>
          {staff && open ? (
            <Group gap="xs">
              {can(createActivity) ? (
                <Button component={Link} to={`/inbound-requests/${r.number}/inbound/new`}>
                  Create inbound load
                </Button>
              ) : null}
              {can(createActivity) && can("outbound.edit") ? (
                <Button variant="light" component={Link} to={`/inbound-requests/${r.number}/outbound/new`}>
                  Create outbound load
                </Button>
              ) : null}
              {answers ? (
                <Button variant="default" component={Link} to={`/inbound-requests/${r.number}/edit`}>
                  Edit
                </Button>
              ) : null}
              {answers ? (
                <Button variant="subtle" color="red" onClick={() => cancel.ask(r.number)}>
                  Cancel request
                </Button>
              ) : null}
            </Group>
          ) : null}
          {answers && r.status === "canceled" ? (
            <Button variant="default" loading={update.isPending} onClick={reopen}>
              Reopen request
            </Button>
          ) : null}
          {r.loadSlug ? (
            <Button variant="light" onClick={() => navigate(loadHref(r.loadSlug as string))}>
              Open load {r.loadSlug}
            </Button>
          ) : null}
        </Group>
        {r.status === "canceled" ? (
          <Text c="dimmed" size="sm">
            This request was canceled; no load will be made from it unless it is reopened.
          </Text>
        ) : null}
      </div>
      <InboundRequestDetails request={r} questions={questions.data ?? []} loadHref={loadHref} />
      <ConfirmModal
        opened={cancel.pending !== null}
        title={`Cancel inbound request ${r.number}?`}
        confirmLabel="Cancel request"
        onConfirm={cancel.confirm}
        onClose={cancel.cancel}
        loading={cancel.running}
      >
        The client's request will be marked canceled and no load can be made from it.
      </ConfirmModal>
    </Stack>
  );
}
