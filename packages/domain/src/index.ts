export * from "./auth/auth.rules";
export * from "./auth/auth.schemas";
export * from "./auth/site.rules";
export * from "./enums/user-types";
export * from "./errors";
export * from "./platform/paging.schemas";
export * from "./users/users.schemas";
