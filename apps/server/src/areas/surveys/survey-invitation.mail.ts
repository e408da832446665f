import { renderHtml, renderSubject, renderText } from "../../platform/mail/template";

/** The mail to a client's contacts subscribed to "Surveys" when one of their loads closes. */

const SUBJECT = "How did we do with your load {{load}}?";

const TEXT = `Hello {{firstName}},

Your load {{load}} for {{account}} is complete. Would you tell us how it went?
It takes a minute: {{surveyUrl}}

You receive this because you asked for survey e-mails of {{account}}.
To stop these e-mails: {{unsubscribeUrl}}
`;

const HTML = `<p>Hello {{firstName}},</p>
<p>Your load <strong>{{load}}</strong> for {{account}} is complete. Would you tell us how it went?</p>
<p><a href="{{surveyUrl}}">Answer the survey</a> (it takes a minute).</p>
<p style="color:#666;font-size:12px">You receive this because you asked for survey e-mails of {{account}}.
<a href="{{unsubscribeUrl}}">Stop these e-mails</a>.</p>
`;

export type SurveyInvitationFacts = {
  firstName: string;
  load: string;
  account: string;
  surveyUrl: string;
  unsubscribeUrl: string;
};

export function surveyInvitationMail(facts: SurveyInvitationFacts) {
  return {
    subject: renderSubject(SUBJECT, facts),
    text: renderText(TEXT, facts),
    html: renderHtml(HTML, facts),
  };
}

/** The address of the survey page a mail's link opens (no sign-in). */
export function surveyPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/survey/${token}`;
}
