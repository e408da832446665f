import type { PriceType } from "@ops/domain";
import { AccountPageFrame, useAccountId } from "./AccountPageFrame";
import { PriceEditView } from "./PriceEditView";
import { PriceHistoryView } from "./PriceHistoryView";
import { PriceListView } from "./PriceListView";

const TYPE_TITLE: Record<PriceType, string> = { inbound: "Inbound prices", outbound: "Outbound prices" };

/** An account's inbound or outbound prices: current list, editor or history, inside the account frame. */
export function PriceAccountScreen({
  type,
  screen,
}: {
  type: PriceType;
  screen: "view" | "edit" | "history";
}) {
  const accountId = useAccountId();
  const owner = { kind: "account", accountId, type } as const;
  const title = TYPE_TITLE[type];
  return (
    <AccountPageFrame>
      {() =>
        screen === "edit" ? (
          <PriceEditView owner={owner} title={`Edit ${title.toLowerCase()}`} />
        ) : screen === "history" ? (
          <PriceHistoryView owner={owner} title={`${title}: history`} />
        ) : (
          <PriceListView owner={owner} title={title} />
        )
      }
    </AccountPageFrame>
  );
}
