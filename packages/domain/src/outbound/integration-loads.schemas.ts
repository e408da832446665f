import { z } from "zod";

/**
 * `PUT /activities/{slug}/cancel_integration`: withdraw a load an integration created (an API
 * automation of a client or a buyer), with the reason the operator gives; it goes into the
 * load's `status_changed` event.
 */
export const CancelIntegrationBody = z.object({
  reason: z
    .string({ error: "Give the reason for canceling" })
    .trim()
    .min(1, "Give the reason for canceling")
    .max(500, "Reason is at most 500 characters"),
});
export type CancelIntegrationBody = z.infer<typeof CancelIntegrationBody>;
