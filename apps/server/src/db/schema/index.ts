export * from "./auth";
export * from "./inventory";
