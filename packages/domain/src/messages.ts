import { z } from "zod";

/**
 * Plain-English messages for every check that names no message of its own, on the server and
 * on the screens alike (the schemas are shared). A person reads them beside a field, so they say
 * what to do, never the validator's words ("expected string to have >=1 characters").
 */
type Issue = z.core.$ZodRawIssue;

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

function tooBig(issue: Issue & { code: "too_big" }): string {
  const max = issue.maximum;
  if (issue.origin === "string") {
    const length = typeof issue.input === "string" ? issue.input.length : undefined;
    return `At most ${plural(max, "character", "characters")}${length !== undefined ? ` (this has ${length})` : ""}; shorten it`;
  }
  if (issue.origin === "array" || issue.origin === "set")
    return `At most ${plural(max, "entry", "entries")}; remove some`;
  if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
    return issue.inclusive === false ? `Enter a number below ${max}` : `Enter a number no larger than ${max}`;
  if (issue.origin === "date") return "Choose an earlier date";
  return "This value is too large";
}

function tooSmall(issue: Issue & { code: "too_small" }): string {
  const min = issue.minimum;
  if (issue.origin === "string")
    return Number(min) <= 1 ? "This field is required" : `At least ${plural(min, "character", "characters")}`;
  if (issue.origin === "array" || issue.origin === "set")
    return Number(min) <= 1 ? "Choose at least one" : `Choose at least ${min}`;
  if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") {
    if (Number(min) === 0 && issue.inclusive === false) return "Enter a number above 0";
    return issue.inclusive === false ? `Enter a number above ${min}` : `Enter a number of at least ${min}`;
  }
  if (issue.origin === "date") return "Choose a later date";
  return "This value is too small";
}

const EXPECTED: Record<string, string> = {
  string: "Enter text",
  number: "Enter a number",
  int: "Enter a whole number",
  boolean: "Choose yes or no",
  date: "Enter a date",
  array: "Send a list",
  object: "Send the fields as an object",
};

function invalidType(issue: Issue & { code: "invalid_type" }): string {
  if (issue.input === undefined || issue.input === null) return "This field is required";
  if (issue.expected === "int" && typeof issue.input === "number") return "Enter a whole number";
  return EXPECTED[issue.expected] ?? "This value is not valid here";
}

function invalidFormat(issue: Issue & { code: "invalid_format" }): string {
  switch (issue.format) {
    case "email":
      return "Enter an email address such as name@example.com";
    case "url":
      return "Enter a web address such as https://example.com";
    case "date":
      return "Enter a date as YYYY-MM-DD";
    case "datetime":
      return "Enter a date and time";
    case "time":
      return "Enter a time as HH:MM";
    case "uuid":
      return "This identifier is not valid";
    default:
      return "This is not in the right format; check it and try again";
  }
}

/** The message of an issue, or undefined to keep the schema's own. */
export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_type":
      return invalidType(issue);
    case "invalid_format":
      return invalidFormat(issue);
    case "invalid_value":
      return issue.values.length === 1
        ? "This value is not allowed here"
        : "Choose one of the listed options";
    case "not_multiple_of":
      return `Enter a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `Unknown ${issue.keys.length === 1 ? "field" : "fields"}: ${issue.keys.join(", ")}`;
    case "invalid_union":
      return "This value is not valid here";
    default:
      return undefined;
  }
}

z.config({ customError: plainMessage });
