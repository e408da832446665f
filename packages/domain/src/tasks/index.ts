// The tasks area's schemas, endpoints and rules (issue 21); each file is exported here.
export * from "./task.rules";
export * from "./task-groups.endpoints";
export * from "./task-groups.rules";
export * from "./task-groups.schemas";
export * from "./task-overview.endpoints";
export * from "./task-overview.rules";
export * from "./task-overview.schemas";
export * from "./task-types.endpoints";
export * from "./task-types.rules";
export * from "./task-types.schemas";
export * from "./tasks.endpoints";
export * from "./tasks.schemas";
