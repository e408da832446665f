import { type Endpoint, hasPermission, type Permission } from "@ops/domain";
import { useSite } from "./session";

/**
 * What the signed-in user's roles allow, for hiding what they cannot do: `can(updateAccount)`
 * asks for the permission the call's descriptor names, `can("roles.manage")` for one by name.
 * The server refuses the call anyway; this only spares the user a button that would fail.
 */
export function useCan(): (what: Endpoint | Permission | null) => boolean {
  const user = useSite().data?.user;
  return (what) => {
    if (!user) return false;
    const permission = typeof what === "string" || what === null ? what : what.permission;
    return permission === null || hasPermission(user, permission);
  };
}
