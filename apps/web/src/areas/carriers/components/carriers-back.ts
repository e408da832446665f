/** Where the carrier screens send a user back to. */
export const CARRIERS_BACK = { to: "/carriers", label: "Back to carriers" };
