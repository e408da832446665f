// Issue 17: filled by its slice.
export {};
