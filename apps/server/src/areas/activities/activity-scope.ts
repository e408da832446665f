/**
 * The activities area's scope module, the way other areas (assets, events) and the attachment
 * modules reach an activity: the activity core's `findActivity`, whatever the kind.
 */
export { type ActivityRow, findActivity } from "./core/activity-scope";
