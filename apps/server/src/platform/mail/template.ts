/**
 * Mail bodies from small templates: `{{name}}` placeholders filled from values. In HTML every
 * value is escaped, so a name holding `<script>` arrives as text; the plain-text body takes the
 * values as they are. A placeholder without a value is a programming error, not an empty string.
 */

export type TemplateValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w]*)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to stand in HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

function fill(template: string, values: TemplateValues, encode: (value: string) => string): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail template: no value for {{${name}}}`);
    return encode(String(value));
  });
}

/** The plain-text body: values as given (a mail client shows text as text). */
export function renderText(template: string, values: TemplateValues): string {
  return fill(template, values, (v) => v);
}

/** The HTML body: every value escaped. */
export function renderHtml(template: string, values: TemplateValues): string {
  return fill(template, values, escapeHtml);
}

/** A mail's subject: one line, whatever the values hold (no header injection through a name). */
export function renderSubject(template: string, values: TemplateValues): string {
  return fill(template, values, (v) => v.replace(/[\r\n]+/g, " ")).trim();
}
