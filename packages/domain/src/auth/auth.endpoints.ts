// The calls of the auth area (ARCHITECTURE §4: one descriptor per call).
export {};
