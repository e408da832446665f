/** The width below which screens stack their columns and the menu collapses to a burger. */
export const MOBILE_QUERY = "(max-width: 700px)";

/** The product name in the header, the sign-in screen and the document title. */
export const APP_NAME = "Reuse Ops";
