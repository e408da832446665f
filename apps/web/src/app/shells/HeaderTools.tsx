import type { SessionUser } from "@ops/domain";
import { NotificationBell } from "../../areas/notifications/components/NotificationBell";
import { GlobalFind } from "./GlobalFind";
import { UserMenu } from "./UserMenu";

type Props = { user: SessionUser; warehouse?: string; compact: boolean };

/**
 * The right of the shell's header: global find (not for vendors), the notifications bell and the
 * account menu. Their popover, modal and menu (with floating-ui) are most of the shell's weight,
 * so the shell loads this module beside the site state instead of before the first paint
 * (use-header-tools.ts).
 */
export function HeaderTools({ user, warehouse, compact }: Props) {
  return (
    <>
      {user.audience === "vendor" ? null : <GlobalFind compact={compact} />}
      <NotificationBell />
      <UserMenu user={user} warehouse={warehouse} compact={compact} />
    </>
  );
}
