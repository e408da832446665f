// Pieces the accounts area's descriptors share (not re-exported: the names are the area's own).

export const operator = ["operator"] as const;
/** Reads: the same use cases serve operators and, limited to their accounts, clients. */
export const operatorAndClient = ["operator", "client"] as const;
