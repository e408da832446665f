import type { CreateUserBody, UpdateUserBody, User, UserType } from "@ops/domain";
import type { PeopleKind } from "./people-kinds";

/** What the form holds: selects work with text values, the API with numbers. */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  warehouseId: string | null;
  type: UserType;
  entitlements: string[];
  roleIds: string[];
  password: string;
  active: boolean;
};

export function emptyValues(kind: PeopleKind): UserFormValues {
  return {
    firstName: "",
    lastName: "",
    email: "",
    warehouseId: null,
    type: kind.types[0]?.value ?? "client",
    entitlements: kind.defaultEntitlements,
    roleIds: [],
    password: "",
    active: true,
  };
}

export function valuesOf(user: User): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    warehouseId: user.warehouseId === null ? null : String(user.warehouseId),
    type: user.type,
    entitlements: user.entitlements,
    roleIds: user.roleIds.map(String),
    password: "",
    active: user.active,
  };
}

export function toCreateBody(values: UserFormValues): CreateUserBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    warehouseId: values.warehouseId ? Number(values.warehouseId) : null,
    type: values.type,
    entitlements: values.entitlements,
    roleIds: values.roleIds.map(Number),
    password: values.password,
  };
}

/** An empty password on the edit form keeps the current one. */
export function toUpdateBody(values: UserFormValues): UpdateUserBody {
  const { password, ...rest } = toCreateBody(values);
  return { ...rest, active: values.active, ...(password ? { password } : {}) };
}
