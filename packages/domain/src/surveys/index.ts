// The surveys area's schemas, endpoints and rules (issue 21); each file is exported here.
export * from "./survey.rules";
export * from "./surveys.endpoints";
export * from "./surveys.schemas";
