import { renderHtml, renderSubject, renderText, type TemplateValues } from "../../platform/mail/template";

/**
 * A notification mail to a client's contact from three small templates: the subject, one
 * paragraph of text (its `{{placeholders}}` filled, escaped in HTML) and the link to the screen
 * it is about. Every mail ends the same way: why the contact receives it and how to stop it.
 */
export type ContactMailTemplate = { subject: string; paragraph: string; linkLabel: string };

const TEXT = `Hello {{firstName}},

{{paragraph}}

{{linkLabel}}: {{url}}

You receive this because you asked for "{{kindLabel}}" e-mails of {{account}}.
To stop them: {{unsubscribeUrl}}
`;

const HTML = `<p>Hello {{firstName}},</p>
<p>{{paragraph}}</p>
<p><a href="{{url}}">{{linkLabel}}</a></p>
<p style="color:#666;font-size:12px">You receive this because you asked for "{{kindLabel}}" e-mails of {{account}}.
<a href="{{unsubscribeUrl}}">Stop these e-mails</a>.</p>
`;

export function contactMail(
  template: ContactMailTemplate,
  values: TemplateValues & { firstName: string; account: string; kindLabel: string; url: string },
  unsubscribeUrl: string,
) {
  const v = { ...values, unsubscribeUrl };
  const paragraph = renderText(template.paragraph, v);
  return {
    subject: renderSubject(template.subject, v),
    text: renderText(TEXT, { ...v, paragraph, linkLabel: template.linkLabel }),
    html: renderHtml(HTML, { ...v, paragraph, linkLabel: template.linkLabel }),
  };
}
