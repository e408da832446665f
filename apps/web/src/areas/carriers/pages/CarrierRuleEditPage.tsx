import { Anchor, Stack, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useCarrier, useCarrierRule } from "../api";
import { CarrierRuleForm } from "../components/CarrierRuleForm";

/** `carriers/:carrierId/rules/:id/edit`. */
export default function CarrierRuleEditPage() {
  const navigate = useNavigate();
  const carrierId = useIdParam("carrierId");
  const ruleId = useIdParam("id");
  const carrier = useCarrier(carrierId);
  const rule = useCarrierRule(carrierId, ruleId);
  const back = `/carriers/${carrierId}`;
  if (!carrier.data || !rule.data) {
    return (
      <RecordLoadState
        id={Number.isNaN(carrierId) ? carrierId : ruleId}
        error={carrier.error ?? rule.error}
        noun="rule"
        back={{ to: Number.isNaN(carrierId) ? "/carriers" : back, label: "Back to the carrier" }}
      />
    );
  }
  return (
    <Stack maw={760}>
      <div>
        <Anchor component={Link} to={back} size="sm">
          ← {carrier.data.name}
        </Anchor>
        <Title order={1} mt={4}>
          Edit {rule.data.name}
        </Title>
      </div>
      <CarrierRuleForm
        key={rule.data.id}
        carrierId={carrierId}
        rule={rule.data}
        onDone={() => navigate(back)}
        onCancel={() => navigate(back)}
      />
    </Stack>
  );
}
