// The support area's schemas, endpoints and rules (issue 21).
export * from "./support.endpoints";
export * from "./support.rules";
export * from "./support.schemas";
