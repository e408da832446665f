import { hasPermission, missingPermissionMessage, type Permission } from "@ops/domain";
import { AppError } from "./app-error";
import type { Actor } from "./context";

/**
 * Refuses with 403 naming the missing permission when the actor's roles do not allow it. The
 * guard calls it with each endpoint's permission; a rule calls it for a permission that depends
 * on what is asked (marking a load priced, say).
 */
export function requirePermission(actor: Actor, permission: Permission): void {
  if (!hasPermission(actor, permission)) throw new AppError(403, missingPermissionMessage(permission));
}
