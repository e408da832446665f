// The settlement area's money arithmetic, schemas, endpoints and rules (issue 22).
export * from "./decimal";
export * from "./settlement.endpoints";
export * from "./settlement.rules";
export * from "./settlement.schemas";
