export * from "./accounts";
export * from "./auth";
export * from "./catalogue";
export * from "./inventory";
