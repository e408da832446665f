// The calls of the accounts area (ARCHITECTURE §4: one descriptor per call).
export {};
