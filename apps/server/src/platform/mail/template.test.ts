import { describe, expect, it } from "vitest";
import { escapeHtml, renderHtml, renderSubject, renderText } from "./template";

describe("mail templates", () => {
  it("escapes every value in HTML, so a <script> in a name arrives as text", () => {
    const html = renderHtml('<p>Hello {{name}}, see <a href="{{link}}">here</a></p>', {
      name: "<script>alert('x')</script>",
      link: 'https://x.test/?a=1&b="2"',
    });
    expect(html).toBe(
      '<p>Hello &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;, see <a href="https://x.test/?a=1&amp;b=&quot;2&quot;">here</a></p>',
    );
    expect(html).not.toContain("<script>");
  });

  it("keeps values as they are in the plain-text body", () => {
    expect(renderText("Hello {{ name }} ({{count}})", { name: "<b>Ann</b> & co", count: 3 })).toBe(
      "Hello <b>Ann</b> & co (3)",
    );
  });

  it("refuses a placeholder without a value instead of sending a blank", () => {
    expect(() => renderText("Hello {{name}}", {})).toThrow("no value for {{name}}");
  });

  it("keeps a subject on one line, so a value cannot add a header", () => {
    expect(renderSubject("Expiring: {{name}}", { name: "A\r\nBcc: x@evil.test" })).toBe(
      "Expiring: A Bcc: x@evil.test",
    );
  });

  it("escapes the five HTML-special characters and nothing else", () => {
    expect(escapeHtml(`&<>"'é`)).toBe("&amp;&lt;&gt;&quot;&#39;é");
  });
});
