// Filled by the issue 20 work on this file.
export {};
