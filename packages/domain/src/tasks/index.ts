// The tasks area's schemas, endpoints and rules (issue 21); each file is exported here.
export * from "./task.rules";
export * from "./tasks.endpoints";
export * from "./tasks.schemas";
