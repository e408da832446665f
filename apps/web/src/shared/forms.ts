import { type UseFormInput, useForm } from "@mantine/form";
import type { z } from "zod";
import { useFailure } from "./use-failure";

/**
 * Validates a Mantine form with a domain schema, so the screen applies the same rules as the
 * server; the first message of each field is shown.
 */
export function zodResolver<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".");
      errors[field] ??= issue.message;
    }
    return errors;
  };
}

type Errors = Record<string, string>;

export type DomainFormOptions<Values extends Record<string, unknown>, Body> = {
  /** Names the form in error reports (SPEC §8). */
  name: string;
  /** The domain schema of the request body: the form checks the rules the server applies. */
  schema: z.ZodType;
  initialValues: Values;
  /** The request body built from the values: what the schema checks and `submit` sends. */
  toBody?: (values: Values) => Body;
  /** The errors to show from the schema's: to add checks the body has no room for, or move errors. */
  validate?: (values: Values, schemaErrors: Errors) => Errors;
  /** The server's field errors as form fields, when the two name a field differently. */
  serverErrors?: (fieldErrors: Errors, values: Values) => Errors;
  /** Sends the body; a failure is reported, shown in the snackbar, and its field errors land on the fields. */
  submit: (body: Body, values: Values) => Promise<unknown>;
  /** Other Mantine form options (e.g. `validateInputOnBlur`). */
  options?: Omit<UseFormInput<Values>, "initialValues" | "validate">;
};

/**
 * A Mantine form validated by a domain schema whose submit reports a failure and puts the
 * server's 422 field errors on the fields (ARCHITECTURE §4: the server is the authority).
 */
export function useDomainForm<Values extends Record<string, unknown>, Body = Values>(
  options: DomainFormOptions<Values, Body>,
) {
  const fail = useFailure(options.name);
  const toBody = options.toBody ?? ((values: Values) => values as unknown as Body);
  const form = useForm<Values>({
    ...options.options,
    initialValues: options.initialValues,
    validate: (values) => {
      const errors = zodResolver(options.schema)(toBody(values));
      return options.validate ? options.validate(values, errors) : errors;
    },
  });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      await options.submit(toBody(values), values);
    } catch (error) {
      const fieldErrors = fail(error);
      form.setErrors(options.serverErrors ? options.serverErrors(fieldErrors, values) : fieldErrors);
    }
  });
  return { form, onSubmit, submitting: form.submitting };
}
