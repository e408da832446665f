// The calls of the catalogue area (ARCHITECTURE §4: one descriptor per call).
export {};
