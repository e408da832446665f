import { Anchor, Stack } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { showSnackbar } from "../../../shared/snackbar";
import { useRedeploymentOrder, useUpdateOrder } from "./api";
import { initialValues, RedeploymentOrderForm } from "./RedeploymentOrderForm";

/** Edits a redeployment order: everything while a draft (then submit it), the recipient afterwards. */
export default function RedeploymentOrderEditPage() {
  const id = useIdParam();
  const order = useRedeploymentOrder(id);
  const update = useUpdateOrder();
  const navigate = useNavigate();
  if (!order.data)
    return (
      <RecordLoadState
        id={id}
        error={order.error}
        noun="redeployment order"
        back={{ to: "/redeployments/orders", label: "Back to redeployment orders" }}
      />
    );
  const o = order.data;
  const back = `/redeployments/orders/${id}`;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={back} size="sm">
          ← Order #{id}
        </Anchor>
      </div>
      <PageHeader title={`Edit order #${id}`} description={`For ${o.recipientName} (${o.account.name})`} />
      <RedeploymentOrderForm
        order={o}
        initial={initialValues(o)}
        onCancel={() => navigate(back)}
        onSave={async (body, submit) => {
          const { accountId: _a, warehouseId: _w, lines, ...details } = body;
          await update.mutateAsync({ id, body: o.status === "draft" ? { ...details, lines } : details });
          if (submit && o.status === "draft") await update.mutateAsync({ id, body: { status: "submitted" } });
          showSnackbar(
            submit ? `Order #${id} was submitted: its devices are reserved` : `Order #${id} was saved`,
            "success",
          );
          navigate(back);
        }}
      />
    </Stack>
  );
}
