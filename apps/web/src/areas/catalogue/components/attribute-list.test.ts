import type { ClassAttribute } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { emptyRow, planAttributeChanges, rowsOf, validateRows } from "./attribute-list";

const CLASS = 7;
const attribute = (over: Partial<ClassAttribute>): ClassAttribute => ({
  id: 1,
  name: "Storage",
  kind: "number",
  options: [],
  required: true,
  classIds: [CLASS],
  updatedAt: "",
  ...over,
});

const storage = attribute({ id: 1 });
const colour = attribute({
  id: 2,
  name: "Colour",
  kind: "choice",
  options: ["Black", "Silver"],
  required: false,
  classIds: [3, CLASS],
});

describe("planAttributeChanges", () => {
  it("sends nothing when nothing changed", () => {
    expect(planAttributeChanges([storage, colour], rowsOf([storage, colour]), CLASS)).toEqual([]);
  });

  it("updates an edited attribute and keeps the other classes that share it", () => {
    const rows = rowsOf([storage, colour]).map((row) =>
      row.id === 2 ? { ...row, options: ["Black", "Silver", "Gold"], required: true } : row,
    );
    expect(planAttributeChanges([storage, colour], rows, CLASS)).toEqual([
      {
        op: "update",
        id: 2,
        row: 1,
        body: {
          name: "Colour",
          kind: "choice",
          options: ["Black", "Silver", "Gold"],
          required: true,
          classIds: [3, CLASS],
        },
      },
    ]);
  });

  it("deletes a removed attribute of this class only, and takes a shared one off this class", () => {
    expect(planAttributeChanges([storage, colour], [], CLASS)).toEqual([
      { op: "delete", id: 1 },
      {
        op: "update",
        id: 2,
        body: {
          name: "Colour",
          kind: "choice",
          options: ["Black", "Silver"],
          required: false,
          classIds: [3],
        },
      },
    ]);
  });

  it("creates new rows for this class, after the removals, and drops options of a non-choice", () => {
    const added = { ...emptyRow(), name: " Screen size ", kind: "text" as const, options: ["left over"] };
    expect(planAttributeChanges([storage], [added], CLASS)).toEqual([
      { op: "delete", id: 1 },
      {
        op: "create",
        row: 0,
        body: { name: "Screen size", kind: "text", options: [], required: false, classIds: [CLASS] },
      },
    ]);
  });

  it("does not create again what an earlier, partly failed save already created", () => {
    const typedAgain = { ...emptyRow(), name: "storage", kind: "number" as const, required: true };
    const changes = planAttributeChanges([storage], [typedAgain], CLASS);
    expect(changes).toEqual([
      {
        op: "update",
        id: 1,
        row: 0,
        body: { name: "storage", kind: "number", options: [], required: true, classIds: [CLASS] },
      },
    ]);
  });
});

describe("validateRows", () => {
  it("checks each row with the domain schema and one name per class", () => {
    const rows = [
      { ...emptyRow(), name: "Colour", kind: "choice" as const },
      { ...emptyRow(), name: "colour " },
      { ...emptyRow(), name: "" },
    ];
    expect(validateRows(rows, CLASS)).toEqual({
      "rows.0.options": "A choice needs at least one option",
      "rows.1.name": "Two attributes of this class have this name",
      "rows.2.name": "Name is required",
    });
  });
});
