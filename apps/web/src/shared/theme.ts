import { Badge, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "teal",
  defaultRadius: "sm",
  fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
  components: {
    // A badge is a word or two: a narrow table cell or row grows to fit it rather than cutting it
    // to "AC…" (a badge that must wrap, like a calendar closure, says so itself).
    Badge: Badge.extend({ styles: { root: { minWidth: "max-content", flexShrink: 0 } } }),
  },
});
