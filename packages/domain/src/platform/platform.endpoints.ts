// The calls of the platform area (ARCHITECTURE §4: one descriptor per call).
export {};
