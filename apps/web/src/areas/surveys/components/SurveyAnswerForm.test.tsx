import type { SurveyQuestion } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api";
import { renderWithProviders } from "../../../test/render";
import { SurveyAnswerForm } from "./SurveyAnswerForm";

const QUESTIONS: SurveyQuestion[] = [
  { id: "q1", kind: "rating", text: "How was the pickup?", required: true },
  { id: "q2", kind: "rating", text: "How was the reporting?", required: false },
  { id: "q3", kind: "text", text: "Anything to tell us?", required: false },
];

const rate = async (user: ReturnType<typeof userEvent.setup>, question: string, value: string) =>
  user.click(
    within(screen.getByRole("radiogroup", { name: new RegExp(question) })).getByRole("radio", {
      name: value,
    }),
  );

describe("SurveyAnswerForm", () => {
  it("refuses a required rating left out on its question and sends nothing", async () => {
    const send = vi.fn(async () => ({}));
    const user = userEvent.setup();
    renderWithProviders(<SurveyAnswerForm name="Test" questions={QUESTIONS} onSubmit={send} />);
    await rate(user, "How was the reporting", "4");
    await user.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(await screen.findByText("Answer this question")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends every question's answer, optional ones left out as null", async () => {
    const send = vi.fn(async () => ({}));
    const user = userEvent.setup();
    renderWithProviders(<SurveyAnswerForm name="Test" questions={QUESTIONS} onSubmit={send} />);
    await rate(user, "How was the pickup", "5");
    await user.type(screen.getByLabelText("Anything to tell us?"), "On time.");
    await user.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(send).toHaveBeenCalledWith({ q1: 5, q2: null, q3: "On time." });
  });

  it("puts the server's 422 on the question it names", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, {
        message: "Check",
        errors: { "answers.q2": ["Choose a rating from 1 to 5"] },
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<SurveyAnswerForm name="Test" questions={QUESTIONS} onSubmit={send} />);
    await rate(user, "How was the pickup", "3");
    await user.click(screen.getByRole("button", { name: "Send my answers" }));
    const message = await screen.findByText("Choose a rating from 1 to 5");
    // Under the reporting question, not the pickup one.
    const group = screen.getByRole("radiogroup", { name: /How was the reporting/ });
    const wrapper = (el: Element) => el.closest(".mantine-InputWrapper-root");
    expect(wrapper(message)).toBe(wrapper(group));
    expect(wrapper(message)).not.toBe(
      wrapper(screen.getByRole("radiogroup", { name: /How was the pickup/ })),
    );
  });
});
