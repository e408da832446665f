// The calls of the users area (ARCHITECTURE §4: one descriptor per call).
export {};
