import { Tabs } from "@mantine/core";
import { PRICING_TYPES, type PricingType } from "@ops/domain";
import { useNavigate } from "react-router";

/** On a phone the sub-tabs scroll sideways: the open one is brought into view (each is its own route). */
function showActive(list: HTMLDivElement | null) {
  list?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
}

type Props = {
  value: PricingType | "settlement";
  /** Where the pricing pages of this load live, e.g. `/inbound/<slug>/pricing`. */
  basePath: string;
  /** The load's settlement statement beside the four pricing pages (issue 22). */
  settlement: { label: string; path: string };
};

/** The sub-tabs of a load's pricing: yield, serial, consignment, fmv and the settlement. */
export function PricingTabs({ value, basePath, settlement }: Props) {
  const navigate = useNavigate();
  return (
    <Tabs
      variant="pills"
      value={value}
      onChange={(next) => {
        if (!next || next === value) return;
        navigate(next === "settlement" ? settlement.path : `${basePath}/${next}`);
      }}
    >
      <Tabs.List
        ref={showActive}
        aria-label="Pricing types"
        style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}
      >
        {PRICING_TYPES.map((t) => (
          <Tabs.Tab key={t.id} value={t.id} style={{ whiteSpace: "nowrap" }}>
            {t.label}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="settlement" style={{ whiteSpace: "nowrap" }}>
          {settlement.label}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
