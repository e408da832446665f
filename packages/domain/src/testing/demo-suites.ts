// Demo test suites (laptop, phone, drive; tablet from the phone's) as data: seeds and tests use them. Each has a branching
// question: a later question is reachable only after a certain answer.
import type { EvaluationRules, TestQuestionOption, TestSuite } from "./test-suites.schemas";

/**
 * The default routing (operators tune it per version): A–B resale, C–D repair, E–F recycle, all
 * `resold_or_recycled`; a failed data-bearing question is an R2 exception; a confirmed new-in-box
 * device is R2 new.
 */
export const DEFAULT_EVALUATION_RULES: EvaluationRules = {
  routes: [
    { minGrade: "B", disposition: "resold_or_recycled", r2Classification: "resale" },
    { minGrade: "D", disposition: "resold_or_recycled", r2Classification: "repair" },
    { minGrade: "F", disposition: "resold_or_recycled", r2Classification: "recycle" },
  ],
  dataFailure: { disposition: "resold_or_recycled", r2Classification: "exception" },
  newInBox: { disposition: "resold_or_recycled", r2Classification: "new" },
};

/** A cosmetic condition scale: one option per grade. */
const conditionOptions: TestQuestionOption[] = [
  { id: "like_new", label: "Like new", grade: "A" },
  { id: "light_wear", label: "Light wear", grade: "B" },
  { id: "visible_wear", label: "Visible wear", grade: "C" },
  { id: "heavy_wear", label: "Heavy wear", grade: "D" },
  { id: "cracked", label: "Cracked or dented", grade: "E" },
  { id: "broken", label: "Broken", grade: "F" },
];

export const DEMO_LAPTOP_SUITE: TestSuite = {
  id: 1,
  name: "Laptop",
  productClassId: 1,
  versions: [
    {
      id: 1,
      suiteId: 1,
      version: 1,
      published: true,
      evaluation: DEFAULT_EVALUATION_RULES,
      questions: [
        {
          id: "lid",
          section: "cosmetic",
          kind: "single_choice",
          prompt: "Lid condition",
          required: true,
          options: conditionOptions,
        },
        {
          id: "palmrest",
          section: "cosmetic",
          kind: "single_choice",
          prompt: "Palm rest condition",
          required: true,
          options: conditionOptions,
        },
        {
          id: "powers_on",
          section: "functional",
          kind: "pass_fail",
          prompt: "Powers on?",
          required: true,
          grades: { pass: "A", fail: "F" },
        },
        {
          id: "keyboard",
          section: "functional",
          kind: "pass_fail",
          prompt: "Keyboard works?",
          required: true,
          grades: { pass: "A", fail: "C" },
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "display",
          section: "functional",
          kind: "single_choice",
          prompt: "Display",
          required: true,
          options: [
            { id: "ok", label: "No defects", grade: "A" },
            { id: "pixels", label: "Dead pixels", grade: "C" },
            { id: "none", label: "No image", grade: "E" },
          ],
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "dead_pixels",
          section: "functional",
          kind: "number",
          prompt: "How many dead pixels?",
          required: false,
          min: 0,
          max: 10000,
          showIf: [{ questionId: "display", equals: "pixels" }],
        },
        {
          id: "battery_health",
          section: "functional",
          kind: "number",
          prompt: "Battery health (%)",
          required: false,
          min: 0,
          max: 100,
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "data_wiped",
          section: "functional",
          kind: "pass_fail",
          prompt: "Drive wiped and verified?",
          required: true,
          dataBearing: true,
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "exceptions",
          section: "exceptions",
          kind: "multiple_choice",
          prompt: "Exceptions found",
          required: false,
          options: [
            { id: "missing_screws", label: "Missing screws", grade: "C" },
            { id: "missing_feet", label: "Missing rubber feet", grade: "D" },
            { id: "swollen_battery", label: "Swollen battery", grade: "F" },
          ],
        },
        { id: "notes", section: "exceptions", kind: "text", prompt: "Notes", required: false },
      ],
    },
  ],
};

export const DEMO_PHONE_SUITE: TestSuite = {
  id: 2,
  name: "Phone",
  productClassId: 2,
  versions: [
    {
      id: 2,
      suiteId: 2,
      version: 1,
      published: true,
      evaluation: DEFAULT_EVALUATION_RULES,
      questions: [
        {
          id: "screen",
          section: "cosmetic",
          kind: "single_choice",
          prompt: "Screen condition",
          required: true,
          options: conditionOptions,
        },
        {
          id: "housing",
          section: "cosmetic",
          kind: "single_choice",
          prompt: "Housing condition",
          required: true,
          options: conditionOptions,
        },
        {
          id: "powers_on",
          section: "functional",
          kind: "pass_fail",
          prompt: "Powers on?",
          required: true,
          grades: { pass: "A", fail: "F" },
        },
        {
          id: "account_locked",
          section: "functional",
          kind: "pass_fail",
          prompt: "Free of account and activation locks?",
          required: true,
          dataBearing: true,
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "touch",
          section: "functional",
          kind: "pass_fail",
          prompt: "Touch screen responds everywhere?",
          required: true,
          grades: { pass: "A", fail: "D" },
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "cameras",
          section: "functional",
          kind: "multiple_choice",
          prompt: "Cameras that fail",
          required: false,
          options: [
            { id: "front", label: "Front", grade: "C" },
            { id: "rear", label: "Rear", grade: "C" },
          ],
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "battery_health",
          section: "functional",
          kind: "number",
          prompt: "Battery health (%)",
          required: false,
          min: 0,
          max: 100,
          showIf: [{ questionId: "powers_on", passed: true }],
        },
        {
          id: "exceptions",
          section: "exceptions",
          kind: "multiple_choice",
          prompt: "Exceptions found",
          required: false,
          options: [
            { id: "missing_sim_tray", label: "Missing SIM tray", grade: "C" },
            { id: "aftermarket_screen", label: "Aftermarket screen", grade: "D" },
            { id: "water_damage", label: "Water damage indicator tripped", grade: "F" },
          ],
        },
      ],
    },
  ],
};

export const DEMO_DRIVE_SUITE: TestSuite = {
  id: 3,
  name: "Drive",
  productClassId: 3,
  versions: [
    {
      id: 3,
      suiteId: 3,
      version: 1,
      published: true,
      evaluation: DEFAULT_EVALUATION_RULES,
      questions: [
        {
          id: "casing",
          section: "cosmetic",
          kind: "single_choice",
          prompt: "Casing condition",
          required: true,
          options: conditionOptions,
        },
        {
          id: "detected",
          section: "functional",
          kind: "pass_fail",
          prompt: "Detected by the wiping station?",
          required: true,
          grades: { pass: "A", fail: "F" },
        },
        {
          id: "smart",
          section: "functional",
          kind: "single_choice",
          prompt: "SMART status",
          required: true,
          options: [
            { id: "good", label: "Good", grade: "A" },
            { id: "warning", label: "Warning", grade: "C" },
            { id: "failing", label: "Failing", grade: "F" },
          ],
          showIf: [{ questionId: "detected", passed: true }],
        },
        {
          id: "power_on_hours",
          section: "functional",
          kind: "number",
          prompt: "Power-on hours",
          required: false,
          min: 0,
          max: 200000,
          showIf: [{ questionId: "detected", passed: true }],
        },
        {
          id: "wiped",
          section: "functional",
          kind: "pass_fail",
          prompt: "Wipe passed and verified?",
          required: true,
          dataBearing: true,
          showIf: [{ questionId: "detected", passed: true }],
        },
        {
          id: "wipe_report",
          section: "functional",
          kind: "text",
          prompt: "Wipe report id",
          required: false,
          showIf: [{ questionId: "wiped", passed: true }],
        },
      ],
    },
  ],
};

/**
 * Tablets are graded by the phone suite's questions (issue 15: mobility phones and tablets). A
 * suite belongs to one product class, so the demo puts the phone suite's definition on the
 * tablet class as a suite of its own; operators then tune each class's version apart.
 */
export const DEMO_TABLET_SUITE: TestSuite = {
  id: 4,
  name: "Tablet",
  productClassId: 4,
  versions: DEMO_PHONE_SUITE.versions.map((v) => ({ ...v, id: 4, suiteId: 4 })),
};

/** The demo suites a new suite can start from (laptop, phone, drive). */
export const DEMO_TEST_SUITES: readonly TestSuite[] = [DEMO_LAPTOP_SUITE, DEMO_PHONE_SUITE, DEMO_DRIVE_SUITE];

/** Every suite the demo seeds: the templates and the tablet suite built from the phone suite. */
export const DEMO_SEEDED_TEST_SUITES: readonly TestSuite[] = [...DEMO_TEST_SUITES, DEMO_TABLET_SUITE];
