export * from "./accounts";
export * from "./auth";
export * from "./carriers";
export * from "./catalogue";
export * from "./inventory";
export * from "./locations";
export * from "./product-catalogue";
export * from "./reference";
