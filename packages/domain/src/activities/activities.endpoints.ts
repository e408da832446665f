// The calls of the activities area (ARCHITECTURE §4: one descriptor per call).
export {};
