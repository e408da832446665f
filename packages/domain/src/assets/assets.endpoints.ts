// The calls of the assets area (ARCHITECTURE §4: one descriptor per call).
export {};
