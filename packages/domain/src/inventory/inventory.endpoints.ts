// The calls of the inventory area (ARCHITECTURE §4: one descriptor per call).
export {};
