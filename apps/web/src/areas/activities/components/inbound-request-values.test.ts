import type { InboundRequest, InboundRequestQuestion } from "@ops/domain";
import { describe, expect, it } from "vitest";
import {
  attributeErrorsOf,
  emptyRequestValues,
  loadInputOfRequest,
  toRequestBody,
  validateAnswers,
  validateRequest,
  withoutAttributeErrors,
} from "./inbound-request-values";

const question = (
  id: number,
  kind: InboundRequestQuestion["kind"],
  required: boolean,
): InboundRequestQuestion => ({
  id,
  question: `Q${id}`,
  kind,
  required,
  position: id,
});

const filled = () => ({
  ...emptyRequestValues(7),
  requestedStart: "2026-12-01",
  requestedEnd: "2026-12-03",
  street: "1 Main St",
  city: "Dallas",
  region: "TX",
  postalCode: "75201",
  contactName: "Sam",
  contactPhone: "555 0100",
  shipmentSize: "ltl",
});

describe("validateAnswers", () => {
  it("requires required answers and checks numbers and yes/no, keyed like the server", () => {
    const questions = [question(1, "yes_no", true), question(2, "number", false), question(3, "text", false)];
    expect(validateAnswers(questions, { "2": "12 pallets", "3": "" })).toEqual({
      "answers.1": "This answer is required",
      "answers.2": "Enter a number",
    });
    expect(validateAnswers(questions, { "1": "no", "2": "12.5" })).toEqual({});
  });
});

describe("validateRequest", () => {
  it("checks the body, the answers and the account's form, and normalises the attributes", () => {
    const values = { ...filled(), attributes: { dcaNumbers: ["dca-1 2"] } };
    expect(validateRequest(values, "cable_client", [])).toEqual({
      errors: {},
      attributes: { serializedAssets: true, dcaNumbers: ["12"], clientRef: "12" },
    });
  });

  it("says what is missing, the window's order and the form's fields", () => {
    const values = { ...filled(), requestedStart: "", requestedEnd: "2026-11-01", street: "" };
    const { errors } = validateRequest(values, "software_client", [question(4, "text", true)]);
    expect(errors).toMatchObject({
      requestedStart: "Earliest pickup date is required",
      street: "Street is required",
      "answers.4": "This answer is required",
      "attributes.supplierJobType": "Job Type is required",
    });
  });
  it("says a window that ends before it starts along with the other errors", () => {
    const values = { ...filled(), requestedStart: "2026-12-10", requestedEnd: "2026-12-01", street: "" };
    const { errors } = validateRequest(values, "standard", []);
    expect(errors).toMatchObject({
      requestedEnd: "The window cannot end before it starts",
      street: "Street is required",
    });
  });
});

describe("attribute errors", () => {
  it("are handed to the attribute fields without their prefix, and can be dropped", () => {
    const errors = {
      "attributes.dcaNumbers.1": "DCA can only include numbers and letters",
      city: "City is required",
    };
    expect(attributeErrorsOf(errors)).toEqual({ dcaNumbers: "DCA can only include numbers and letters" });
    expect(withoutAttributeErrors(errors)).toEqual({ city: "City is required" });
  });
});

describe("toRequestBody", () => {
  it("sends empty estimates as null and leaves unanswered questions out", () => {
    const body = toRequestBody({ ...filled(), estimatedPallets: 4, answers: { "1": " yes ", "2": "  " } });
    expect(body).toMatchObject({
      accountId: 7,
      estimatedPallets: 4,
      estimatedWeight: null,
      answers: { "1": "yes" },
    });
  });
});

describe("loadInputOfRequest", () => {
  it("starts the load with the request's account, size, attributes, reference, notes and first day", () => {
    const request = {
      number: 5001,
      accountId: 7,
      accountName: "Acme",
      status: "submitted",
      requestedStart: "2026-12-01",
      requestedEnd: "2026-12-03",
      street: "1 Main St",
      city: "Dallas",
      region: "TX",
      postalCode: "75201",
      country: "US",
      contactName: "Sam",
      contactPhone: "555 0100",
      contactEmail: "",
      shipmentSize: "ftl",
      estimatedPallets: null,
      estimatedWeight: null,
      estimatedUnits: null,
      notes: "Gate code 4411",
      answers: {},
      attributes: { dcaNumbers: ["12"], clientRef: "12", serializedAssets: true },
      loadSlug: null,
      createdBy: null,
      createdAt: "",
      updatedAt: "",
    } satisfies InboundRequest;
    expect(loadInputOfRequest(request, 3)).toEqual({
      accountId: 7,
      warehouseId: 3,
      shipmentSize: "ftl",
      attributes: request.attributes,
      clientRef: "12",
      description: "Gate code 4411\nPickup: 1 Main St, Dallas, TX 75201, US\nContact: Sam, 555 0100",
      scheduledDate: "2026-12-01",
    });
  });
});
