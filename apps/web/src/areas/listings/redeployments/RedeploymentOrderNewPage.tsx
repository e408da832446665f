import { Anchor, Stack } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { showSnackbar } from "../../../shared/snackbar";
import { useCreateOrder, useUpdateOrder } from "./api";
import { initialValues, RedeploymentOrderForm } from "./RedeploymentOrderForm";

/** A new redeployment order (from the stock's "Order": its account, product and grade preset). */
export default function RedeploymentOrderNewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const preset = Object.fromEntries(
    ["accountId", "warehouseId", "productId", "grade"].flatMap((k) => {
      const v = params.get(k);
      return v ? [[k, v]] : [];
    }),
  );
  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/redeployments/orders" size="sm">
          ← Redeployment orders
        </Anchor>
      </div>
      <PageHeader
        title="New redeployment order"
        description="Devices from redeployment stock for one person and address."
      />
      <RedeploymentOrderForm
        order={null}
        initial={initialValues(null, preset)}
        onCancel={() => navigate("/redeployments/orders")}
        onSave={async (body, submit) => {
          const order = await create.mutateAsync(body);
          if (submit) {
            try {
              await update.mutateAsync({ id: order.id, body: { status: "submitted" } });
            } finally {
              navigate(`/redeployments/orders/${order.id}`);
            }
            showSnackbar(`Order #${order.id} was submitted: its devices are reserved`, "success");
          } else {
            showSnackbar(`Order #${order.id} was saved as a draft`, "success");
            navigate(`/redeployments/orders/${order.id}`);
          }
        }}
      />
    </Stack>
  );
}
