// The notifications area's schemas, endpoints and rules (issue 21); each file is exported here.
export * from "./notifications.endpoint-routes";
export * from "./notifications.endpoints";
export * from "./notifications.schemas";
